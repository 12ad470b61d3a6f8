import type { FrameProps } from '@/renderers/common/frame-props';
import { isRtl } from '@/src/i18n/locale';
import { themeVars } from '@/renderers/common/theme-vars';
import '@/renderers/common/base.css';
import './layout-bare.css';

/** Only the page: details opened in a new tab (headStyle=false) and message pages. */
export default function LayoutBare({ ctx, title, children }: FrameProps) {
  return (
    <div className="cm-layout-bare" style={themeVars(ctx.siteFile.theme)} dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'} lang={ctx.locale}>
      <main id="main-content" className="cm-layout-bare__main" tabIndex={-1}>
        <h1 className="cm-visually-hidden">{title || ctx.t(ctx.siteFile.name)}</h1>
        {children}
      </main>
    </div>
  );
}
