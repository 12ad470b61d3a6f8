// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { askForChunk, chunkUrlOf, isChunkLoadError, retryableLazy } from './chunk-failure';

const CHUNK = 'http://127.0.0.1:8080/assets/notice-list-Ab12.js';
const chromium = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('a chunk that does not arrive', () => {
  it('is told from other errors, in the words of each browser, and names its file', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(true);
    expect(isChunkLoadError(new Error('chunk load timed out after 120000 ms'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
    expect(chunkUrlOf(chromium)).toBe(CHUNK);
    expect(chunkUrlOf(new Error('chunk load timed out'))).toBeUndefined();
  });

  it('asks the server: there now, gone with a newer build, or no answer', async () => {
    const answering = (status: number) => vi.fn(async () => new Response(null, { status })) as unknown as typeof fetch;
    expect(await askForChunk(CHUNK, answering(200))).toBe('loads');
    expect(await askForChunk(CHUNK, answering(404))).toBe('gone');
    expect(await askForChunk(CHUNK, answering(503))).toBe('unreachable');
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await askForChunk(CHUNK, down)).toBe('unreachable');
    const asked = answering(200);
    await askForChunk(CHUNK, asked);
    expect(asked).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });

  it('is loaded again after a failure: React.lazy would keep the rejection', async () => {
    let attempts = 0;
    const Part = retryableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw chromium;
      return { default: () => <p>loaded</p> };
    });
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <button onClick={() => this.setState({ failed: false })}>retry</button> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <Suspense fallback={<span>loading</span>}>
          <Part />
        </Suspense>
      </Catch>,
    );
    // React draws a failed part once more before its boundary shows, and a boundary's retry draws it again: both load anew
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const retry = screen.queryByRole('button', { name: 'retry' });
    if (retry) await act(async () => retry.click());
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
