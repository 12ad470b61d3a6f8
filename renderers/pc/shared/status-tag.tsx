import { Tag } from 'antd';
import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import './shared.css';

/** 招聘中 / 已截止, in colours that keep AA contrast (antd's green tag does not). */
export function StatusTag({ ctx, status }: { ctx: BlockContext; status: Position['status'] }) {
  return (
    <Tag bordered={false} className={`pc-status pc-status--${status}`}>
      {ctx.t(status === 'open' ? 'position.open' : 'position.closed')}
    </Tag>
  );
}
