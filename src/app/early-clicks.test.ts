// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
});

function page() {
  document.body.innerHTML = '<div id="root"><button id="lang"><span>English</span></button><a id="link" href="#x"><span role="button">card</span></a></div>';
  const pressed: string[] = [];
  document.getElementById('lang')!.addEventListener('click', () => pressed.push('lang'));
  document.getElementById('link')!.addEventListener('click', (event) => {
    event.preventDefault();
    pressed.push('link');
  });
  return { root: document.getElementById('root')!, pressed };
}

const live = () => document.documentElement.setAttribute('data-live', '');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presses before the page is live', () => {
  it('are held, and a held button is pressed once, when the page is live', async () => {
    const { root, pressed } = page();
    const early = holdEarlyClicks(root);
    document.querySelector('#lang span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('#lang span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed).toEqual([]);
    early.release();
    await tick();
    expect(pressed).toEqual([]);
    live();
    await tick();
    expect(pressed).toEqual(['lang']);
  });

  it('leave links alone: they work without the page being live', () => {
    const { root, pressed } = page();
    holdEarlyClicks(root);
    document.querySelector('#link span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed).toEqual(['link']);
  });

  it('are dropped for a button the page no longer has (drawn afresh), and not held after the release', async () => {
    const { root, pressed } = page();
    const early = holdEarlyClicks(root);
    document.getElementById('lang')!.click();
    const again = document.getElementById('lang')!;
    again.remove();
    live();
    early.release();
    await tick();
    expect(pressed).toEqual([]);
    root.append(again);
    again.click();
    expect(pressed).toEqual(['lang']);
  });
});
