import { Skeleton } from 'antd-mobile';
import type { Banner as BannerItem } from '@/src/core/entities';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { BannerDots, BannerToggle } from './banner-controls';
import { useCarousel } from './use-carousel';
import './banner.css';

interface SlideProps {
  ctx: BlockContext;
  banner: BannerItem;
  index: number;
  total: number;
  current: boolean;
}

/** The art and its words: over a picture without words, real text; else the desktop picture, whose words are drawn in it. */
function SlideContent({ banner, index }: { banner: BannerItem; index: number }) {
  // the first slide is what the page opens with: do not delay it
  const loading = index === 0 ? 'eager' : 'lazy';
  if (banner.background) {
    return (
      <>
        <img className="h5-banner__image" src={banner.background} alt="" loading={loading} decoding="async" />
        <span className="h5-banner__text">
          <span className="h5-banner__title">{banner.title}</span>
          {banner.subtitle && <span className="h5-banner__subtitle">{banner.subtitle}</span>}
        </span>
      </>
    );
  }
  return (
    <>
      <img className="h5-banner__image" src={banner.image} alt={banner.title} loading={loading} decoding="async" />
      {/* the pictures carry their headline; the subtitle is for screen readers */}
      {banner.subtitle && <span className="visually-hidden">{banner.subtitle}</span>}
    </>
  );
}

function Slide({ ctx, banner, index, total, current }: SlideProps) {
  const content = <SlideContent banner={banner} index={index} />;
  const many = total > 1;
  return (
    <div
      className="h5-banner__item"
      role={many ? 'group' : undefined}
      aria-roledescription={many ? 'slide' : undefined}
      aria-label={many ? ctx.t('h5.banner.slide', { n: index + 1, total }) : undefined}
      aria-hidden={current ? undefined : true}
      // a slide without a link is the stop that lets the keyboard scroll the track (arrow keys)
      tabIndex={many && current && !banner.link ? 0 : undefined}
    >
      {banner.link ? (
        <AppLink ctx={ctx} to={banner.link} className="h5-banner__slide">
          {content}
        </AppLink>
      ) : (
        <div className="h5-banner__slide">{content}</div>
      )}
    </div>
  );
}

/** The h5 home carousel: a scroll-snap track (native swipe), dots, and a pause button while it autoplays. */
export default function Banner({ data, loading, ctx }: BlockProps<BannerItem[]>) {
  const banners = Array.isArray(data) ? data : [];
  const carousel = useCarousel(banners.length);
  if (loading && banners.length === 0) {
    return (
      <div className="h5-banner" aria-busy="true">
        <Skeleton animated className="h5-banner__skeleton" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  const total = banners.length;
  return (
    <section className="h5-banner" aria-roledescription="carousel" aria-label={ctx.t('h5.banner.label')} {...carousel.rootProps}>
      {carousel.autoplay && <BannerToggle ctx={ctx} playing={carousel.playing} toggle={carousel.toggle} />}
      {/* announce the new slide when the user changes it, not every few seconds while it rotates */}
      <div ref={carousel.track} className="h5-banner__track" aria-live={total > 1 ? (carousel.running ? 'off' : 'polite') : undefined}>
        {banners.map((banner, index) => (
          <Slide key={banner.id} ctx={ctx} banner={banner} index={index} total={total} current={index === carousel.current} />
        ))}
      </div>
      {total > 1 && <BannerDots ctx={ctx} total={total} current={carousel.current} goTo={carousel.goTo} />}
    </section>
  );
}
