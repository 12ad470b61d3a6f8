// The h5 review blocks' tests: a reviewer on a censor-domain page, with the review catalogue. Tests only.
import type { ComponentType } from 'react';
import type { BlockProps } from '@/src/runtime/block-props';
import { createTranslator } from '@/src/core/translate';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import zhH5 from '@/schemas/locales/zh-CN/blocks-h5.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import zhFollowing from '@/schemas/locales/zh-CN/following.json';
import zhReview from '@/schemas/locales/zh-CN/review.json';
import { site } from '@/tests/kits/h5/test-utils';

const catalogues = { 'zh-CN': { ...zhBlocks, ...zhH5, ...zhResume, ...zhFollowing, ...zhReview } } as Record<string, Record<string, string>>;

export const censorSite = { ...site, domain: 'censor', siteBase: '/site/1/1001/censor/h5', variantBase: '/site/1/1001/censor/h5/default/h5' };
export const reviewer = { id: 9, name: '陈静', domain: 'censor' as const };

/** The block on a censor-domain page, translating with the review catalogue too. */
export function onCensorSite<D, P extends object>(Block: ComponentType<BlockProps<D, P>>): ComponentType<BlockProps<D, P>> {
  return function OnCensorSite(props: BlockProps<D, P>) {
    return <Block {...props} ctx={{ ...props.ctx, site: censorSite, t: createTranslator(props.ctx.locale, catalogues) }} />;
  };
}
