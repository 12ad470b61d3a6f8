import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  ctx: BlockContext;
  /** relative to the variant base, or an absolute same-origin path */
  to: string;
}

/** A same-origin link: a real href (new tab, copy link), client-side navigation on a plain click. */
export function AppLink({ ctx, to, onClick, target, ...rest }: AppLinkProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || target || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    ctx.navigate(to);
  };
  return <a {...rest} href={ctx.href(to)} target={target} onClick={handleClick} />;
}
