import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { GlobalLoader } from './global-loader.tsx';

/**
 * The markup as a node to compare (attributes in any order): the gradient's id is the
 * renderer's own in the app and a fixed one in index.html.
 */
function markupNode(markup: string): Element | null {
  const body = new DOMParser().parseFromString(markup.replace(/spark-[\w-]+/g, 'spark-id'), 'text/html').body;
  return body.firstElementChild;
}

describe('the start-up screen', () => {
  it('is in index.html as the app renders it, so the first paint needs no script', () => {
    const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
    expect(root?.innerHTML).toBeTruthy();
    const { container } = render(<GlobalLoader />);
    const inIndex = markupNode(root?.innerHTML ?? '');
    const rendered = markupNode(container.innerHTML);
    expect(inIndex).not.toBeNull();
    expect(rendered?.isEqualNode(inIndex)).toBe(true);
  });
});
