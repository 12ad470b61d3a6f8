import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { Text } from '@/src/core/schema-types';
import { AppLink } from '@/renderers/common/app-link';
import { MessageIcon, type MessageIconName } from './message-icon';
import './message.css';

const MAX_QUERY_TEXT = 300;

/** A text prop, or "$query.name|fallback key" alternatives: the first non-empty wins. Query values stay plain text. */
export function resolveText(value: unknown, ctx: BlockContext): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return ctx.t(value as Text);
  if (!value.includes('$query.')) return ctx.t(value);
  for (const alt of value.split('|')) {
    if (alt.startsWith('$query.')) {
      const v = ctx.query.get(alt.slice('$query.'.length))?.trim();
      if (v) return v.slice(0, MAX_QUERY_TEXT);
    } else if (alt) {
      return ctx.t(alt);
    }
  }
  return '';
}

import type { MessageAction } from '@/src/core/blocks/prop-types';

export default function Message({ props, ctx }: BlockProps<unknown, PropsFor<'message'>>) {
  const icon = (props.icon ?? 'info') as MessageIconName;
  const title = resolveText(props.title, ctx);
  const description = resolveText(props.description, ctx);
  const action = props.action as MessageAction | undefined;
  return (
    <div className={`cm-message cm-message--${icon}`}>
      <MessageIcon name={icon} />
      {title && <h2 className="cm-message__title">{title}</h2>}
      {description && <p className="cm-message__description">{description}</p>}
      {action?.to && (
        <AppLink ctx={ctx} to={action.to} className="cm-message__action">
          {ctx.t(action.text ?? 'block.back')}
        </AppLink>
      )}
    </div>
  );
}
