// Tests only: the h5 test translator knows the blocks catalogues; the applying blocks also read applying.json
// (and the position page its 已申请 texts, position-page.json).
import type { ComponentType } from 'react';
import type { BlockProps } from '@/src/runtime/block-props';
import { createTranslator } from '@/src/core/translate';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import zhH5 from '@/schemas/locales/zh-CN/blocks-h5.json';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import enBlocks from '@/schemas/locales/en-US/blocks.json';
import enH5 from '@/schemas/locales/en-US/blocks-h5.json';
import enApplying from '@/schemas/locales/en-US/applying.json';
import zhPositionPage from '@/schemas/locales/zh-CN/position-page.json';
import enPositionPage from '@/schemas/locales/en-US/position-page.json';

const catalogues: Record<string, Record<string, string>> = {
  'zh-CN': { ...zhBlocks, ...zhH5, ...zhApplying, ...zhPositionPage },
  'en-US': { ...enBlocks, ...enH5, ...enApplying, ...enPositionPage },
};

/** The block with a ctx.t that also knows the applying catalogue. */
export function withApplyingMessages<D, P extends object>(Block: ComponentType<BlockProps<D, P>>): ComponentType<BlockProps<D, P>> {
  return function WithApplyingMessages(props: BlockProps<D, P>) {
    return <Block {...props} ctx={{ ...props.ctx, t: createTranslator(props.ctx.locale, catalogues) }} />;
  };
}
