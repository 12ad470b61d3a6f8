// terminal-preview: what candidates will see on both terminals: the child blocks (the desktop look) beside the
// same site's h5 variant in a phone-sized frame. The desktop look is a picture: nothing in it can be pressed.
import { useEffect, useRef } from 'react';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { fillPath } from '@/renderers/common/fill-path';
import { makeSiteContext } from '@/src/site/site-context';
import './terminal-preview.css';

type Props = BlockProps<unknown, PropsFor<'terminal-preview'>>;

/** The h5 variant of this site (same portal, domain and template) at `path`. */
export function phoneSrc(props: Props): string {
  const { site, params } = props.ctx;
  const h5 = makeSiteContext({ ...site, channel: 'h5' }, site.template, 'h5');
  return `${h5.variantBase}/${fillPath(props.props.path ?? '', params)}`;
}

export default function TerminalPreview(props: Props) {
  const { ctx, props: p } = props;
  const desk = useRef<HTMLDivElement>(null);
  // React 18 does not know the inert attribute
  useEffect(() => desk.current?.setAttribute('inert', ''), []);
  return (
    <div className="pc-terminal-preview">
      <section className="pc-terminal-preview__desk" aria-label={ctx.t(p.title ?? 'record.preview.desktop')}>
        <h2 className="pc-terminal-preview__label">{ctx.t(p.title ?? 'record.preview.desktop')}</h2>
        <div ref={desk}>{props.renderBlocks(props.block.blocks)}</div>
      </section>
      <section className="pc-terminal-preview__phone" aria-label={ctx.t(p.phoneTitle ?? 'record.preview.phone')}>
        <h2 className="pc-terminal-preview__label">{ctx.t(p.phoneTitle ?? 'record.preview.phone')}</h2>
        <div className="pc-terminal-preview__device">
          {/* only the censor domain's preview may be framed (server/http/security-headers.ts): elsewhere nobody may preview */}
          {ctx.site.domain === 'censor' ? <iframe className="pc-terminal-preview__screen" src={phoneSrc(props)} title={ctx.t(p.phoneTitle ?? 'record.preview.phone')} /> : null}
        </div>
      </section>
    </div>
  );
}
