import type { Image } from '@iskra/contract';
import { type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { IconButton } from '../../../ui/button/icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import './photo-gallery.css';

const t = ru.profile.gallery;

/** A horizontal drag longer than this (and longer than it is tall) turns the photo. */
const SWIPE_MIN_PX = 40;

/** Index after a step of ±1 in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count === 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface PhotoGalleryProps {
  images: readonly Image[];
  name: string;
  /** Hears which photo is shown (a report names the photo one is looking at). */
  onShow?: (image: Image) => void;
}

/**
 * The profile photos: one large picture, previous and next that wrap around, arrow keys,
 * a swipe on touch screens, and a row of thumbnails to jump to any photo.
 */
export function PhotoGallery({ images, name, onShow }: PhotoGalleryProps) {
  const [selected, setSelected] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  // The list can shrink (a photo deleted): stay within it.
  const index = count === 0 ? 0 : Math.min(selected, count - 1);
  const image = images[index];

  useEffect(() => {
    if (image) onShow?.(image);
  }, [image, onShow]);

  function step(delta: number) {
    setSelected(wrapIndex(index, delta, count));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  }

  function handleTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function handleTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  }

  if (!image) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery__stage gallery__stage--empty">
          <Avatar name={name} size="xl" />
          <p className="gallery__empty-text">{t.empty}</p>
        </div>
      </div>
    );
  }

  return (
    <section
      className="gallery"
      aria-roledescription={t.roleCarousel}
      aria-label={t.label(name)}
      onKeyDown={handleKeyDown}
    >
      <div className="gallery__stage" onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
        <img
          key={image.id}
          className="gallery__image"
          src={image.uri}
          alt={t.alt(name, index + 1)}
          width={640}
          height={800}
          decoding="async"
        />
        {count > 1 && (
          <>
            <IconButton
              className="gallery__nav gallery__nav--prev"
              variant="filled"
              aria-label={t.previous}
              icon={<ChevronLeftIcon size={22} />}
              onClick={() => step(-1)}
            />
            <IconButton
              className="gallery__nav gallery__nav--next"
              variant="filled"
              aria-label={t.next}
              icon={<ChevronRightIcon size={22} />}
              onClick={() => step(1)}
            />
            <p className="gallery__position" aria-live="polite">
              {t.position(index + 1, count)}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs" aria-label={t.thumbnails}>
          {images.map((item, itemIndex) => (
            <li key={item.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t.show(itemIndex + 1)}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setSelected(itemIndex)}
              >
                <img src={item.thumbnailUri} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
