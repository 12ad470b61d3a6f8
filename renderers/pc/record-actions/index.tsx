// record-actions: a bar of buttons over one record (a preview page's 返回编辑 and 发布), the record being the
// block's data with the route's params.
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { holdsRole } from '@/renderers/common/record/censor-role';
import type { RecordData } from '@/renderers/common/record/record-fill';
import { useRecordAction } from '@/renderers/common/record/use-record-action';
import { pcServices } from '@/renderers/pc/kit-services';
import { RecordActionBar } from '@/renderers/pc/shared/record-action-bar';
import { RoleGate } from '@/renderers/pc/shared/role-gate';
import './record-actions.css';

type Props = BlockProps<RecordData, PropsFor<'record-actions'>>;

function ActionsBody({ ctx, data, props: p, reload, block }: Props) {
  const { values: _values, ...fields } = data ?? {};
  const record: RecordData = { ...ctx.params, ...fields };
  const runner = useRecordAction(ctx, pcServices, { record, reload });
  // the record's revision comes with its data: the buttons wait for it
  return (
    <div className="pc-record-actions pc-card" role="toolbar" aria-label={ctx.t(p.title ?? 'record.actions')}>
      {p.title && <h2 className="pc-record-actions__title">{ctx.t(p.title)}</h2>}
      <RecordActionBar ctx={ctx} actions={p.actions} record={record} runner={runner} disabled={!!block.data && data === undefined} />
    </div>
  );
}

export default function RecordActions(props: Props) {
  if (!holdsRole(props.ctx, props.props.role)) return <RoleGate ctx={props.ctx} description={`record.notAllowed.${props.props.role}`} />;
  return <ActionsBody {...props} />;
}
