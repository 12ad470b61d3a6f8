import { Badge } from 'antd-mobile';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import type { BlockContext } from '@/src/runtime/block-props';
import { UnreadLink } from '@/renderers/common/unread-link';

/** The signed-in candidate's unread notifications in the top bar, leading where the account menu's "unread" entry does. */
export function UnreadBadge({ ctx }: { ctx: BlockContext }) {
  return (
    <UnreadLink ctx={ctx} terminal="h5" className="h5-unread">
      {(count) => (
        <Badge content={count > 99 ? '99+' : count}>
          <Glyph name="bell" aria-hidden className="h5-unread__bell" />
        </Badge>
      )}
    </UnreadLink>
  );
}
