import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; a loaded 2-core CI machine can need longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

// Preact runs effects after the next frame: a frame or a 35 ms timer, whichever comes first,
// the timer's callback cancelling the frame. A timer still pending when a test file ends fired
// after the file's window was gone, and cancelAnimationFrame with it: an uncaught error that
// fails the run. The same scheduling, with that call guarded.
options.requestAnimationFrame = (flush) => {
  let frame = 0;
  const done = () => {
    clearTimeout(timer);
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    setTimeout(flush);
  };
  const timer = setTimeout(done, 35);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
};
