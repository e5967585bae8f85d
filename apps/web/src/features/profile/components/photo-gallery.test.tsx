import type { Image } from '@iskra/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery, wrapIndex } from './photo-gallery.tsx';

const IMAGES: Image[] = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  uri: `/media/p${n}.jpg`,
  thumbnailUri: `/media/t${n}.jpg`,
  profile: n === 1,
}));

const shown = () => screen.getByRole('img', { name: /^Марина, фото/ });

describe('photo gallery', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('turns with next and previous, wrapping around, and says where it is', async () => {
    const actor = userEvent.setup();
    render(<PhotoGallery images={IMAGES} name="Марина" />);
    expect(shown()).toHaveAttribute('src', '/media/p1.jpg');
    await actor.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(shown()).toHaveAttribute('src', '/media/p3.jpg');
    expect(screen.getByText('Фото 3 из 3')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(shown()).toHaveAttribute('src', '/media/p1.jpg');
  });

  it('answers the arrow keys and the thumbnails', async () => {
    const actor = userEvent.setup();
    render(<PhotoGallery images={IMAGES} name="Марина" />);
    await actor.click(screen.getByRole('button', { name: 'Показать фото 2' }));
    expect(shown()).toHaveAttribute('src', '/media/p2.jpg');
    expect(screen.getByRole('button', { name: 'Показать фото 2' })).toHaveAttribute('aria-current', 'true');
    await actor.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/media/p3.jpg');
    await actor.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/media/p1.jpg');
    await actor.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/media/p3.jpg');
  });

  it('turns on a horizontal swipe, not on a short or vertical one', () => {
    render(<PhotoGallery images={IMAGES} name="Марина" />);
    const stage = shown().parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([200, 100], [100, 110]);
    expect(shown()).toHaveAttribute('src', '/media/p2.jpg');
    swipe([100, 100], [220, 90]);
    expect(shown()).toHaveAttribute('src', '/media/p1.jpg');
    swipe([200, 100], [180, 100]);
    swipe([200, 100], [150, 260]);
    expect(shown()).toHaveAttribute('src', '/media/p1.jpg');
  });

  it('without photos shows the initials and says there are none', () => {
    render(<PhotoGallery images={[]} name="Марина" />);
    expect(screen.getByText('Фото пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
