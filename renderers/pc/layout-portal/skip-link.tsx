import type { MouseEvent } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';

export const MAIN_ID = 'main-content';

/** The first thing a keyboard reaches: moves focus past the header into main. */
export function SkipLink({ ctx, className }: { ctx: BlockContext; className: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // focus without touching the router's URL
    e.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={className} onClick={onClick}>
      {ctx.t('layout.skipToContent')}
    </a>
  );
}
