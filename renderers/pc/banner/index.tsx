import type { Banner as BannerItem } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { Carousel } from '@/renderers/common/carousel/carousel';
import './banner.css';

/** The home carousel (the desktop pictures carry their own lettering); decoration only, so a failed or empty answer draws nothing. */
export default function Banner({ ctx, data, loading }: BlockProps<BannerItem[], PropsFor<'banner'>>) {
  if (data === undefined && loading) return <div className="pc-banner pc-banner--loading" aria-busy="true" />;
  if (!data?.length) return null;
  return <Carousel ctx={ctx} banners={data} prefix="pc-banner" label={ctx.t('pc.banner.label')} />;
}
