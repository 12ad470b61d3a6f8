// A rendered page shows its buttons before the browser has made them work (its chunks load after the first
// paint). A press of one then would do nothing: it is held here, and pressed again once the page is live, after
// the text typed meanwhile has been told to React (./typed-before-live), so that a search sent with Enter early
// goes out with its words.
import { retellTypedText } from './typed-before-live';

const PRESSABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Holds presses of the page's buttons until `release`: then React has taken over the page (it handles, and
 * replays, what comes next itself). Once the app marks itself live (`<html data-live>`, runtime-shell.tsx), text
 * typed early is told to React and the held buttons still on the page are pressed. Links are not held: they work
 * without JavaScript.
 */
export function holdEarlyClicks(root: HTMLElement): { release: () => void } {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  root.addEventListener('click', hold, true);
  const pressHeld = () => {
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
  const whenLive = () => {
    // React applies what the input events changed in a microtask: the held presses come after it
    if (retellTypedText(root) > 0) setTimeout(pressHeld, 0);
    else pressHeld();
  };
  return {
    release: () => {
      root.removeEventListener('click', hold, true);
      const html = document.documentElement;
      if (html.hasAttribute('data-live')) return whenLive();
      const watch = new MutationObserver(() => {
        if (!html.hasAttribute('data-live')) return;
        watch.disconnect();
        whenLive();
      });
      watch.observe(html, { attributes: true, attributeFilter: ['data-live'] });
    },
  };
}
