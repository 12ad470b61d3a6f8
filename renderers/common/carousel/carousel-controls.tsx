import type { BlockContext } from '@/src/runtime/block-props';

interface Props {
  ctx: BlockContext;
  total: number;
  current: number;
  goTo: (index: number) => void;
}

/** One button per slide, named "slide n of total"; the current one has aria-current. */
export function CarouselDots({ ctx, total, current, goTo }: Props) {
  return (
    <div className="carousel__dots" role="group" aria-label={ctx.t('banner.dots')}>
      {Array.from({ length: total }, (_, index) => (
        <button
          key={index}
          type="button"
          className="carousel__dot"
          aria-label={ctx.t('banner.slide', { n: index + 1, total })}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => goTo(index)}
        />
      ))}
    </div>
  );
}

/** Pauses or plays the autoplay (WCAG 2.2.2); its name says what a press does. */
export function CarouselToggle({ ctx, playing, toggle }: { ctx: BlockContext; playing: boolean; toggle: () => void }) {
  return (
    <button type="button" className="carousel__toggle" aria-label={ctx.t(playing ? 'banner.pause' : 'banner.play')} onClick={toggle}>
      <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">
        {playing ? <path d="M2 1h2v8H2zM6 1h2v8H6z" fill="currentColor" /> : <path d="M2.5 1v8L9 5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
