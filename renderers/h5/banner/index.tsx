import { Skeleton } from 'antd-mobile';
import type { Banner as BannerItem } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { Carousel } from '@/renderers/common/carousel/carousel';
import './banner.css';

/** The h5 home carousel; a banner's picture without words gets its title and subtitle as text sized for a phone. */
export default function Banner({ data, loading, ctx }: BlockProps<BannerItem[], PropsFor<'banner'>>) {
  const banners = Array.isArray(data) ? data : [];
  if (loading && banners.length === 0) {
    return (
      <div className="h5-banner" aria-busy="true">
        <Skeleton animated className="h5-banner__skeleton" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  return <Carousel ctx={ctx} banners={banners} prefix="h5-banner" label={ctx.t('h5.banner.label')} textOver />;
}
