import { useMemo } from 'react';
import type { BlockProps } from '@/src/runtime/block-props';
import { useInFormFrame } from '@/renderers/common/form-frame';
import { useFormLinks } from '@/renderers/common/form-links';
import { useAlternative } from './alternative';
import { ownAddress } from './own-address';
import { usePrivacy } from './privacy';
import { readSpec } from './spec';
import { useActionForm, type FormHandle } from './use-action-form';

/**
 * Everything an action-form block needs besides drawing: its spec, the form's submit, the privacy text, the
 * links under it, the alternative form, and its title (none inside a form frame, which has its own).
 */
export function useActionFormBlock({ ctx, props, block, data, loading }: BlockProps, form: FormHandle, notify: (text: string) => void) {
  const spec = useMemo(() => readSpec(props), [props]);
  const af = useActionForm(spec, ctx, form, notify, ownAddress(data, ctx.user));
  const privacy = usePrivacy(spec.fields.find((f) => f.kind === 'agree'), ctx);
  const framed = useInFormFrame();
  const links = useFormLinks(ctx, props.links);
  const alt = useAlternative(spec, block, data, loading);
  const title = spec.title && !framed ? ctx.t(spec.title) : '';
  return { spec, af, privacy, framed, links, alt, title };
}
