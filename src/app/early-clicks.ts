// A rendered page shows its buttons before the browser has made them work (its chunks load after the first
// paint). A press of one then would do nothing: it is held here, and pressed again once the page is live.

const PRESSABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Holds presses of the page's buttons until `release`: then React has taken over the page (it handles, and
 * replays, what comes next itself) and the held buttons that are still on the page are pressed once the app
 * marks itself live (`<html data-live>`, runtime-shell.tsx). Links are not held: they work without JavaScript.
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
  return {
    release: () => {
      root.removeEventListener('click', hold, true);
      if (held.length === 0) return;
      const html = document.documentElement;
      if (html.hasAttribute('data-live')) return pressHeld();
      const watch = new MutationObserver(() => {
        if (!html.hasAttribute('data-live')) return;
        watch.disconnect();
        pressHeld();
      });
      watch.observe(html, { attributes: true, attributeFilter: ['data-live'] });
    },
  };
}
