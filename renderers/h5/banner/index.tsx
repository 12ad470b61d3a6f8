import { Skeleton, Swiper } from 'antd-mobile';
import type { Banner as BannerItem } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import './banner.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function Banner({ data, loading, ctx }: BlockProps<BannerItem[]>) {
  const banners = Array.isArray(data) ? data : [];
  if (loading && banners.length === 0) {
    return (
      <div className="h5-banner" aria-busy="true">
        <Skeleton animated className="h5-banner__skeleton" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <section className="h5-banner" aria-roledescription="carousel" aria-label={ctx.t('h5.banner.label')}>
      <Swiper autoplay={many && !reducedMotion()} loop={many} indicator={many ? undefined : false}>
        {banners.map((banner, index) => {
          const slide = (
            <>
              <img
                className="h5-banner__image"
                src={banner.image}
                alt={banner.title}
                // the first slide is what the page opens with: do not delay it
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {/* the pictures carry their headline; the subtitle is for screen readers */}
              {banner.subtitle && <span className="visually-hidden">{banner.subtitle}</span>}
            </>
          );
          return (
            <Swiper.Item key={banner.id}>
              {banner.link ? (
                <AppLink ctx={ctx} to={banner.link} className="h5-banner__slide">
                  {slide}
                </AppLink>
              ) : (
                <div className="h5-banner__slide">{slide}</div>
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
