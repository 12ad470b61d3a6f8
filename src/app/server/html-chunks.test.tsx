import { describe, expect, it } from 'vitest';
import { renderStream } from './render-stream';
import { renderToText } from './render-to-text';

// React writes through 2 KB views: many short Chinese texts put a three-byte character across a view's end
const NAMES = Array.from({ length: 300 }, (_, i) => `安邦安保服务集团有限公司${'第'.repeat(i % 7)}${i}`);
const page = (
  <ul>
    {NAMES.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

const itemsOf = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);

describe('the HTML React streams on the server', () => {
  it('carries no zero byte and every name whole, rendered to text', async () => {
    const { html } = await renderToText(page);
    expect(html.includes('\0'), 'a NUL in the page').toBe(false);
    expect(itemsOf(html)).toEqual(NAMES);
  });

  it('carries no zero byte and every name whole, streamed piece by piece', async () => {
    const pieces: string[] = [];
    await renderStream(page, { onShell: () => undefined, onHtml: (html) => void pieces.push(html) });
    expect(pieces.length, 'more than one piece').toBeGreaterThan(1);
    expect(pieces.some((piece) => piece.includes('\0') || piece.includes('\uFFFD')), 'a NUL or a broken character').toBe(false);
    expect(itemsOf(pieces.join(''))).toEqual(NAMES);
  });
});
