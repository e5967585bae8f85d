import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { GlobalLoader } from './global-loader.tsx';

/** The gradient's id is React's own in the app and a fixed one in index.html. */
const sameIds = (markup: string) => markup.replace(/spark-[\w-]+/g, 'spark-id');

describe('the start-up screen', () => {
  it('is in index.html as the app renders it, so the first paint needs no script', () => {
    const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
    expect(root?.innerHTML).toBeTruthy();
    expect(sameIds(root?.innerHTML ?? '')).toBe(sameIds(renderToStaticMarkup(<GlobalLoader />)));
  });
});
