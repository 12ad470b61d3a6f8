import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the header menu fits on the bar beside the brand and the tools ('inline'), or needs a row of its own
 * ('stacked'). Measured, not guessed: labels differ by language and the account corner by who is signed in.
 * The menu's need is the sum of its items (unchanged by stacking), so the answer never flips back and forth.
 * itemsKey changes when the items do (another menu after sign-in, another language).
 */
export function useNavFit<Bar extends HTMLElement>(itemsKey: string) {
  const barRef = useRef<Bar>(null);
  const [fit, setFit] = useState<'inline' | 'stacked'>('inline');
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const nav = bar.querySelector<HTMLElement>('.pc-nav');
      if (!nav) return;
      const style = getComputedStyle(bar);
      const gap = parseFloat(style.columnGap) || 0;
      const room = bar.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const others = [...bar.children].filter((child) => child !== nav && child.getBoundingClientRect().width > 0);
      const taken = others.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0) + gap * others.length;
      const need = [...nav.querySelectorAll<HTMLElement>('li')].reduce((sum, item) => sum + item.getBoundingClientRect().width, 0);
      setFit(need > room - taken + 0.5 ? 'stacked' : 'inline');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    for (const child of bar.children) observer.observe(child);
    bar.querySelectorAll('.pc-nav li').forEach((item) => observer.observe(item));
    measure();
    return () => observer.disconnect();
  }, [itemsKey]);
  return { barRef, fit };
}
