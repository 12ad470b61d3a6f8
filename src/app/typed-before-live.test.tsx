// @vitest-environment jsdom
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { retellTypedText } from './typed-before-live';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Search({ onSend }: { onSend: (words: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(keyword);
      }}
    >
      <input type="search" aria-label="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{keyword ? `searching ${keyword}` : 'empty'}</output>
      <button type="submit">search</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function rendered(onSend: (words: string) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search onSend={onSend} />);
  document.body.append(container);
  return container;
}

describe('text typed into a rendered box before the page is live', () => {
  it('is what React holds once told, and what the form sends', () => {
    const sent: string[] = [];
    const container = rendered((words) => sent.push(words));
    container.querySelector('input')!.value = '工程师';
    act(() => {
      root = hydrateRoot(container, <Search onSend={(words) => sent.push(words)} />);
    });
    // hydration keeps the text on screen, but React does not know it yet
    expect(container.querySelector('input')!.value).toBe('工程师');
    expect(container.querySelector('output')!.textContent).toBe('empty');
    act(() => {
      expect(retellTypedText(container)).toBe(1);
    });
    expect(container.querySelector('output')!.textContent).toBe('searching 工程师');
    act(() => container.querySelector('button')!.click());
    expect(sent).toEqual(['工程师']);
  });

  it('leaves boxes nobody typed into alone, and tells a textarea too', () => {
    const container = rendered();
    container.querySelector('textarea')!.value = 'a note';
    act(() => {
      root = hydrateRoot(container, <Search onSend={() => undefined} />);
    });
    act(() => {
      expect(retellTypedText(container)).toBe(1);
    });
    expect(container.querySelector('input')!.value).toBe('');
    expect(container.querySelector('textarea')!.value).toBe('a note');
    expect(container.querySelector('output')!.textContent).toBe('empty');
  });
});
