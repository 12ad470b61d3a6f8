import type { FrameProps } from '@/renderers/common/frame-props';
import { isRtl } from '@/src/core/locale';
import { themeVars } from '@/renderers/common/theme-vars';
import { BareBar } from './bare-bar';
import '@/renderers/common/base.css';
import './layout-bare.css';

/**
 * Only the page: details opened in a new tab (headStyle=false) and message pages. With props.bar (the page
 * file's layoutProps) a compact bar on top: back to the route param props.backParam names, site name, sign-in.
 */
export default function LayoutBare({ ctx, props, title, children }: FrameProps) {
  const backParam = typeof props.backParam === 'string' && props.backParam ? props.backParam : 'backUrl';
  return (
    <div className="cm-layout-bare" style={themeVars(ctx.siteFile.theme)} dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'} lang={ctx.locale}>
      {props.bar === true && <BareBar ctx={ctx} backParam={backParam} />}
      <main id="main-content" className="cm-layout-bare__main" tabIndex={-1}>
        <h1 className="cm-visually-hidden">{title || ctx.t(ctx.siteFile.name)}</h1>
        {children}
      </main>
    </div>
  );
}
