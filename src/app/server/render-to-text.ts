import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { htmlChunks } from './html-chunks';

/**
 * The whole HTML of a tree once every lazy part has loaded (onAllReady), or the error that stopped it. An error
 * inside a Suspense boundary is collected: the browser would redraw that part, so the caller sends the shell.
 */
export function renderToText(element: ReactElement, timeoutMs = 10_000): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    let html = '';
    const errors: unknown[] = [];
    const decode = htmlChunks();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += decode(chunk);
        next();
      },
      final(next) {
        clearTimeout(timer);
        resolve({ html, errors });
        next();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => void errors.push(error),
    });
    const timer = setTimeout(() => {
      stream.abort(new Error('render took too long'));
      reject(new Error('render took too long'));
    }, timeoutMs);
  });
}
