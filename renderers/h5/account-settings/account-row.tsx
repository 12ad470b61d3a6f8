import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';

interface RowProps {
  label: ReactNode;
  value?: ReactNode;
  /** a page to go to (a real link) */
  to?: string;
  /** else an action in place (a real button) */
  onClick?: () => void;
  ctx: BlockContext;
  className?: string;
  ariaLabel?: string;
}

/** One row of the account list: a link, a button, or plain text; 48px high, focusable when it does something. */
export function AccountRow({ label, value, to, onClick, ctx, className = '', ariaLabel }: RowProps) {
  const inner = (
    <>
      <span className="h5-account__label">{label}</span>
      {value !== undefined && <span className="h5-account__value">{value}</span>}
      {(to || onClick) && <RightOutline className="h5-account__arrow" aria-hidden />}
    </>
  );
  const classes = `h5-account__row ${className}`.trim();
  if (to) {
    return (
      <AppLink ctx={ctx} to={to} className={classes} aria-label={ariaLabel}>
        {inner}
      </AppLink>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick} aria-label={ariaLabel}>
        {inner}
      </button>
    );
  }
  return <div className={classes}>{inner}</div>;
}
