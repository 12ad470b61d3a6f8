import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { usePageVisible } from './use-page-visible';

/** How long a slide stays before autoplay shows the next one (ms). */
export const AUTOPLAY_DELAY = 4000;

export const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel on a scroll-snap track whose children are the `count` slides: the finger swipes natively, `goTo`
 * scrolls the track, and `current` follows its scroll position. Autoplay (several slides, no reduced motion)
 * shows the next slide every AUTOPLAY_DELAY, pauses while the mouse is over the carousel, while focus is in it
 * and while the page is hidden, and stops for good when the user pauses it or swipes the track (the play
 * button starts it again). The slides other than the current one are inert.
 */
export function useCarousel(count: number) {
  const track = useRef<HTMLDivElement>(null);
  // where a scroll we started (a dot, autoplay) is going: until it gets there its scroll events are not the user's
  const heading = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [reduced] = useState(reducedMotion);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = usePageVisible();
  const autoplay = count > 1 && !reduced;
  const running = autoplay && playing && !hovered && !focused && visible;
  const shown = Math.max(0, Math.min(current, count - 1));

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const slides = el?.children;
      if (!el || !slides?.[index]) return;
      setCurrent(index);
      // measured from the first slide: positive in ltr and negative in rtl, as scrollLeft is
      const left = (slides[index] as HTMLElement).offsetLeft - (slides[0] as HTMLElement).offsetLeft;
      if (Math.abs(el.scrollLeft - left) < 2) return;
      heading.current = left;
      if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
      else el.scrollLeft = left;
    },
    [reduced],
  );

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    let frame = 0;
    const position = () => (el.clientWidth ? Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)) : null);
    const settle = () => {
      frame = 0;
      if (heading.current !== null) {
        if (Math.abs(el.scrollLeft - heading.current) < 2) heading.current = null;
        return;
      }
      const index = position();
      if (index === null) return;
      setCurrent(index);
      setPlaying(false); // the user swiped: they took over
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(settle);
    };
    const onScrollEnd = () => {
      if (heading.current === null) return;
      heading.current = null; // our scroll ended where it could (it may have been cut short)
      const index = position();
      if (index !== null) setCurrent(index);
    };
    const takeOver = () => {
      heading.current = null;
    };
    const onWheel = (e: WheelEvent) => Math.abs(e.deltaX) > Math.abs(e.deltaY) && takeOver();
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onScrollEnd);
    el.addEventListener('touchstart', takeOver, { passive: true });
    el.addEventListener('keydown', takeOver);
    el.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onScrollEnd);
      el.removeEventListener('touchstart', takeOver);
      el.removeEventListener('keydown', takeOver);
      el.removeEventListener('wheel', onWheel);
    };
  }, [count]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => goTo((shown + 1) % count), AUTOPLAY_DELAY);
    return () => window.clearTimeout(timer);
  }, [running, shown, count, goTo]);

  // off-screen slides leave the tab order and the accessibility tree (React 18 has no `inert` prop)
  useLayoutEffect(() => {
    Array.from(track.current?.children ?? []).forEach((slide, index) => slide.toggleAttribute('inert', index !== shown));
  }, [shown, count]);

  const rootProps = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const toggle = () => setPlaying((on) => !on);
  return { track, current: shown, goTo, autoplay, playing, running, toggle, rootProps };
}
