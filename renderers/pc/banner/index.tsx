import { useEffect, useRef, type RefObject } from 'react';
import { Carousel } from 'antd';
import type { Banner as BannerItem } from '@/src/core/entities';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import '@/renderers/common/base.css';
import './banner.css';

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function Slide({ ctx, banner: b, index }: { ctx: BlockContext; banner: BannerItem; index: number }) {
  // banner images carry their own lettering, so the texts go to assistive technology only
  const content = (
    <>
      <img className="pc-banner__image" src={b.image} alt={b.title} loading={index === 0 ? 'eager' : 'lazy'} />
      {b.subtitle && <span className="cm-visually-hidden">{b.subtitle}</span>}
    </>
  );
  if (!b.link) return <div className="pc-banner__slide">{content}</div>;
  if (/^https?:\/\//i.test(b.link)) {
    return (
      <a className="pc-banner__slide" href={b.link} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <AppLink ctx={ctx} to={b.link} className="pc-banner__slide">
      {content}
    </AppLink>
  );
}

/**
 * react-slick hides the slides out of view with aria-hidden but leaves their links focusable; inert takes them
 * out of the tab order too, without changing how the sliding looks.
 */
function useInertHiddenSlides(root: RefObject<HTMLElement>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const sync = () =>
      el.querySelectorAll('.slick-slide').forEach((slide) => slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true'));
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  });
}

/** The home carousel; decoration only, so a failed or empty answer draws nothing. */
export default function Banner({ ctx, data, loading }: BlockProps<BannerItem[]>) {
  const root = useRef<HTMLElement>(null);
  useInertHiddenSlides(root);
  if (data === undefined && loading) return <div className="pc-banner pc-banner--loading" aria-busy="true" />;
  if (!data?.length) return null;
  const many = data.length > 1;
  return (
    <section ref={root} className="pc-banner" aria-roledescription="carousel" aria-label={ctx.t('pc.banner.label')}>
      <Carousel autoplay={many && !reducedMotion()} autoplaySpeed={5000} infinite={many} dots={many} pauseOnHover pauseOnFocus draggable={many}>
        {data.map((b, i) => (
          <div key={b.id}>
            <Slide ctx={ctx} banner={b} index={i} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
