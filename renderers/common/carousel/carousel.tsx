import type { Banner } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { CarouselDots, CarouselToggle } from './carousel-controls';
import { CarouselSlide } from './carousel-slide';
import { useCarousel } from './use-carousel';
import './carousel.css';

interface Props {
  ctx: BlockContext;
  banners: Banner[];
  /** the terminal's block class (its size and slide styles) */
  prefix: string;
  label: string;
  textOver?: boolean;
}

/** The homes' carousel: a scroll-snap track (native swipe), dots, and a pause button while it autoplays. */
export function Carousel({ ctx, banners, prefix, label, textOver = false }: Props) {
  const { track, current, goTo, autoplay, playing, running, toggle, rootProps } = useCarousel(banners.length);
  const total = banners.length;
  return (
    <section className={`carousel ${prefix}`} aria-roledescription="carousel" aria-label={label} {...rootProps}>
      {autoplay && <CarouselToggle ctx={ctx} playing={playing} toggle={toggle} />}
      {/* announce the new slide when the user changes it, not every few seconds while it rotates */}
      <div ref={track} className="carousel__track" aria-live={total > 1 ? (running ? 'off' : 'polite') : undefined}>
        {banners.map((banner, index) => (
          <CarouselSlide
            key={banner.id}
            ctx={ctx}
            prefix={prefix}
            banner={banner}
            index={index}
            total={total}
            current={index === current}
            textOver={textOver}
          />
        ))}
      </div>
      {total > 1 && <CarouselDots ctx={ctx} total={total} current={current} goTo={goTo} />}
    </section>
  );
}
