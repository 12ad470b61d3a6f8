import type { BlockContext } from '@/src/runtime/block-props';

/** A fact: its label's message key and its value. */
export type Fact = [label: string, value: string];

interface FactListProps {
  ctx: BlockContext;
  facts: Fact[];
  /** the list's and each fact's class on this terminal */
  className: string;
  itemClass: string;
  label?: string;
}

/** Labelled facts (时间, 地点, 报名截止) as a description list. */
export function FactList({ ctx, facts, className, itemClass, label }: FactListProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([key, value]) => (
        <div key={key} className={itemClass}>
          <dt>{ctx.t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
