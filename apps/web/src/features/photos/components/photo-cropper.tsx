import { PHOTOS } from '@iskra/contract';
import type { SyntheticEvent } from 'react';
import { ReactCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import * as ru from '../../../i18n/ru.ts';
import { initialMainCrop, initialThumbCrop, type PercentBox } from '../model/crop-geometry.ts';
import type { Picture } from '../model/picture.ts';
import './photo-cropper.css';

export interface PhotoCropperProps {
  picture: Picture;
  /** 'main': the photo (aspect 0.8); 'thumb': the round thumbnail (aspect 1). */
  kind: 'main' | 'thumb';
  crop: PercentBox | null;
  onChange: (crop: PercentBox) => void;
}

const t = ru.photos.upload;

const ARIA_LABELS = {
  cropArea: t.cropArea,
  nwDragHandle: t.handles.nw,
  nDragHandle: t.handles.n,
  neDragHandle: t.handles.ne,
  eDragHandle: t.handles.e,
  seDragHandle: t.handles.se,
  sDragHandle: t.handles.s,
  swDragHandle: t.handles.sw,
  wDragHandle: t.handles.w,
};

/**
 * The crop box over the picture: dragged and resized with a mouse, a finger or a pen, and moved
 * (box focused) or resized (a handle focused) with the arrow keys; Shift moves 10 px a press.
 * The box starts once the picture is on screen, so Apply waits for a crop with a size.
 */
export function PhotoCropper({ picture, kind, crop, onChange }: PhotoCropperProps) {
  const main = kind === 'main';

  function handleLoad(event: SyntheticEvent<HTMLImageElement>) {
    if (crop) return;
    const { width, height } = event.currentTarget;
    // The thumbnail's box is measured on screen; before layout, in picture pixels.
    const shown = width > 0 && height > 0 ? { width, height } : picture.size;
    onChange(main ? initialMainCrop(picture.size) : initialThumbCrop(shown));
  }

  return (
    <div className={`photo-cropper photo-cropper--${kind}`}>
      <ReactCrop
        className="photo-cropper__crop"
        crop={crop ?? undefined}
        aspect={main ? PHOTOS.cropAspect : PHOTOS.thumbAspect}
        minWidth={main ? PHOTOS.minCropWidth : PHOTOS.thumbStartPx}
        minHeight={main ? PHOTOS.minCropHeight : PHOTOS.thumbStartPx}
        circularCrop={!main}
        ruleOfThirds={main}
        ariaLabels={ARIA_LABELS}
        onChange={(_pixels, percent) => onChange(percent)}
      >
        <img
          className="photo-cropper__image"
          src={picture.url}
          alt={main ? t.previewAlt : t.thumbPreviewAlt}
          width={picture.size.width}
          height={picture.size.height}
          onLoad={handleLoad}
        />
      </ReactCrop>
    </div>
  );
}
