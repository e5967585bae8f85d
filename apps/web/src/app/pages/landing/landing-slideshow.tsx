import { LANDING_SLIDESHOW } from '@iskra/contract';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { SceneCafe } from './scene-cafe.tsx';
import { SceneChat } from './scene-chat.tsx';
import { SceneRiver } from './scene-river.tsx';
import './landing-slideshow.css';

const t = ru.auth.slideshow;
/** One scene per text of ru.auth.slideshow.slides, in the same order. */
const SLIDES = [
  { ...t.slides[0], scene: (label: string): ReactNode => <SceneCafe label={label} /> },
  { ...t.slides[1], scene: (label: string): ReactNode => <SceneRiver label={label} /> },
  { ...t.slides[2], scene: (label: string): ReactNode => <SceneChat label={label} /> },
].slice(0, LANDING_SLIDESHOW.images);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const handleChange = () => setReduced(query.matches);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);
  return reduced;
}

/**
 * The landing slideshow: LANDING_SLIDESHOW.images pictures, each shown slideMs with a cross-fade
 * of transitionMs. It waits while pointed at or focused, can be paused, and does not move by
 * itself (nor fade) for people who asked for reduced motion.
 */
export function LandingSlideshow() {
  const reduced = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const paused = choice ?? reduced;
  const playing = !paused && !held;

  // A new slide (also a chosen one) gets its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setCurrent((current + 1) % SLIDES.length), LANDING_SLIDESHOW.slideMs);
    return () => clearTimeout(timer);
  }, [playing, current]);

  const style = { '--slide-fade': `${LANDING_SLIDESHOW.transitionMs}ms` } as CSSProperties;
  return (
    <section
      className="slideshow"
      aria-roledescription={t.roleCarousel}
      aria-label={t.label}
      style={style}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="slideshow__slides" aria-live={playing ? 'off' : 'polite'}>
        {SLIDES.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
          <div
            key={slide.title}
            className={index === current ? 'slideshow__slide slideshow__slide--active' : 'slideshow__slide'}
            role="group"
            aria-roledescription={t.roleSlide}
            aria-label={t.slide(index + 1, SLIDES.length)}
            aria-hidden={index !== current}
          >
            <div className="slideshow__art">{slide.scene(slide.art)}</div>
            <div className="slideshow__caption">
              <p className="slideshow__title">{slide.title}</p>
              <p className="slideshow__text">{slide.text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="slideshow__controls">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className="slideshow__dot"
            aria-label={t.goTo(index + 1)}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
          />
        ))}
        <button
          type="button"
          className="slideshow__toggle"
          aria-label={paused ? t.play : t.pause}
          onClick={() => setChoice(!paused)}
        >
          {paused ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            </svg>
          )}
        </button>
      </div>
    </section>
  );
}
