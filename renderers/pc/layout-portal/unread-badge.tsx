import { Badge } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { UnreadLink } from '@/renderers/common/unread-link';
import './unread-badge.css';

function Bell() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 17V11a6 6 0 1 1 12 0v6l1.5 2h-15L6 17Z M10 21h4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** The signed-in candidate's unread notifications, leading where the account menu's "unread" entry does; nothing at 0. */
export function UnreadBadge({ ctx }: { ctx: BlockContext }) {
  return (
    <UnreadLink ctx={ctx} terminal="pc" className="pc-unread">
      {(count) => (
        <Badge count={count} overflowCount={99} size="small">
          <Bell />
        </Badge>
      )}
    </UnreadLink>
  );
}
