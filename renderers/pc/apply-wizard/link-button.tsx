import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';

/** An antd button that is a same-origin link: a real href, client-side navigation on a plain click. */
export function LinkButton({ ctx, to, children, ...rest }: { ctx: BlockContext; to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const go = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    ctx.navigate(to);
  };
  return (
    <Button {...rest} href={ctx.href(to)} onClick={go}>
      {children}
    </Button>
  );
}
