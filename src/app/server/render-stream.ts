import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { htmlChunks } from './html-chunks';

export interface StreamHandlers {
  /** the shell is drawn (every block either drawn or waiting, drawn loading): its HTML follows through onHtml */
  onShell: () => void;
  /** a piece of the page, in order: the shell first, then each late part with the script that puts it in place */
  onHtml: (html: string) => void;
  /** the CSP nonce of the answer, carried by React's inline scripts */
  nonce?: string;
}

/**
 * Renders a tree and hands its HTML over as React writes it, so a slow block does not hold the page: the shell at once,
 * the parts that wait for their data when they come. Settles with the errors React reported once the last part
 * is out; rejects when the shell itself failed, before anything was handed over.
 */
export function renderStream(element: ReactElement, handlers: StreamHandlers, timeoutMs = 10_000): Promise<{ errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const decode = htmlChunks();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        const text = decode(chunk);
        if (text) handlers.onHtml(text);
        next();
      },
      final(next) {
        clearTimeout(timer);
        resolve({ errors });
        next();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce: handlers.nonce,
      onShellReady: () => {
        handlers.onShell();
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => void errors.push(error),
    });
    const timer = setTimeout(() => stream.abort(new Error('render took too long')), timeoutMs);
  });
}
