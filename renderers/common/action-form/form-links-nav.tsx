import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import type { FormLink } from '@/renderers/common/form-links';
import type { Alternative } from './alternative';

interface LinksProps {
  ctx: BlockContext;
  prefix: 'pc' | 'h5';
  links: FormLink[];
  alt: Alternative | null;
}

/** The links under an action form (登录, 忘记密码, ...) and the way to its alternative form. */
export function FormLinksNav({ ctx, prefix: p, links, alt }: LinksProps) {
  if (links.length === 0 && !alt) return null;
  return (
    <nav className={`${p}-action-form__links`} aria-label={ctx.t('account.links')}>
      {alt && (
        <button type="button" className={`${p}-action-form__link`} onClick={alt.show}>
          {ctx.t(alt.text)}
        </button>
      )}
      {links.map((link) => (
        <AppLink key={link.to} ctx={ctx} to={link.to} className={`${p}-action-form__link`}>
          {link.text}
        </AppLink>
      ))}
    </nav>
  );
}

/** The alternative form drawn in the action form's place, with the way back unless it is forced. */
export function AlternativeView({ ctx, prefix: p, alt, renderBlocks }: { ctx: BlockContext; prefix: 'pc' | 'h5'; alt: Alternative; renderBlocks: BlockProps['renderBlocks'] }) {
  return (
    <>
      {renderBlocks([alt.form])}
      {!alt.forced && alt.back && (
        <div className={`${p}-action-form__links`}>
          <button type="button" className={`${p}-action-form__link`} onClick={alt.hide}>
            {ctx.t(alt.back)}
          </button>
        </div>
      )}
    </>
  );
}
