import type { Banner } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';

interface SlideProps {
  ctx: BlockContext;
  /** the terminal's class prefix: `${prefix}__slide`, `__image`, `__text`, `__title`, `__subtitle` */
  prefix: string;
  banner: Banner;
  index: number;
  total: number;
  current: boolean;
  /** a picture without words, where the banner has one, with its words as text over it (a phone's art) */
  textOver: boolean;
}

/** The art and its words: over a picture without words, real text; else the picture, whose words are drawn in it. */
function SlideContent({ prefix, banner, index, textOver }: Pick<SlideProps, 'prefix' | 'banner' | 'index' | 'textOver'>) {
  // the first slide is what the page opens with (on a phone, its largest paint): fetched first, not delayed
  // (lower case: React 18 passes the attribute as it is and knows no fetchPriority prop)
  const timing = index === 0 ? ({ loading: 'eager', fetchpriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  if (textOver && banner.background) {
    return (
      <>
        <img className={`${prefix}__image`} src={banner.background} alt="" {...timing} decoding="async" />
        <span className={`${prefix}__text`}>
          <span className={`${prefix}__title`}>{banner.title}</span>
          {banner.subtitle && <span className={`${prefix}__subtitle`}>{banner.subtitle}</span>}
        </span>
      </>
    );
  }
  return (
    <>
      <img className={`${prefix}__image`} src={banner.image} alt={banner.title} {...timing} decoding="async" />
      {/* the pictures carry their headline; the subtitle is for screen readers */}
      {banner.subtitle && <span className="visually-hidden">{banner.subtitle}</span>}
    </>
  );
}

function SlideLink({ ctx, prefix, banner, children }: Pick<SlideProps, 'ctx' | 'prefix' | 'banner'> & { children: React.ReactNode }) {
  const className = `${prefix}__slide`;
  if (!banner.link) return <div className={className}>{children}</div>;
  if (/^https?:\/\//i.test(banner.link)) {
    return (
      <a className={className} href={banner.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <AppLink ctx={ctx} to={banner.link} className={className}>
      {children}
    </AppLink>
  );
}

/** One slide of the track; the ones out of view are hidden from assistive technology (and inert: use-carousel). */
export function CarouselSlide({ ctx, prefix, banner, index, total, current, textOver }: SlideProps) {
  const many = total > 1;
  return (
    <div
      className="carousel__item"
      role={many ? 'group' : undefined}
      aria-roledescription={many ? 'slide' : undefined}
      aria-label={many ? ctx.t('banner.slide', { n: index + 1, total }) : undefined}
      aria-hidden={current ? undefined : true}
      // a slide without a link is the stop that lets the keyboard scroll the track (arrow keys)
      tabIndex={many && current && !banner.link ? 0 : undefined}
    >
      <SlideLink ctx={ctx} prefix={prefix} banner={banner}>
        <SlideContent prefix={prefix} banner={banner} index={index} textOver={textOver} />
      </SlideLink>
    </div>
  );
}
