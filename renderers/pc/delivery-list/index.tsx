import { useRef } from 'react';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import { DeliveryRow } from './delivery-row';
import { DEFAULT_FEEDBACK_PATH, DEFAULT_FLOW_PATH, pathProp, statusesProp } from './props';
import { StatusFilter } from './status-filter';
import { useDeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';
import { pcServices } from '@/renderers/pc/kit-services';
import { useRowChanges } from '@/renderers/common/use-row-changes';
import './delivery-list.css';

/** The application assistant: the candidate's applications, filtered by status, each with what can be done now. */
export default function DeliveryList(props: BlockProps<Paged<Delivery>, PropsFor<'delivery-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const paged = asPaged(props.data, props.props.pageSize);
  const [rows, change] = useRowChanges(paged.list);
  const actions = useDeliveryActions(ctx, pcServices, { change, reload: props.reload });
  const flowPath = pathProp(props.props.flowPath, DEFAULT_FLOW_PATH);
  const feedbackPath = pathProp(props.props.feedbackPath, DEFAULT_FEEDBACK_PATH);
  const state = blockState(props, { empty: rows.length === 0, rows: 6 });

  return (
    <div className="pc-deliveries" ref={listRef}>
      {props.props.filter && <StatusFilter ctx={ctx} statuses={statusesProp(props.props.statuses)} />}
      {state ?? (
        <ul className="pc-deliveries__list" aria-label={ctx.t('following.list.label')}>
          {rows.map((d) => (
            <DeliveryRow key={d.id} ctx={ctx} delivery={d} flowPath={flowPath} feedbackPath={feedbackPath} actions={actions} />
          ))}
        </ul>
      )}
      {!state && props.props.pager && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} scrollTarget={listRef} />
      )}
    </div>
  );
}
