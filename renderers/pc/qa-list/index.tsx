import { useRef } from 'react';
import { Collapse } from 'antd';
import type { QuestionAnswer } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import './qa-list.css';

/** Questions and answers, each answer folded under its question. */
export default function QaList(props: BlockProps<Paged<QuestionAnswer>, PropsFor<'qa-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const paged = asPaged(props.data, props.props.pageSize);
  const state = blockState(props, { empty: paged.list.length === 0, rows: 6 });
  if (state) return state;

  const items = paged.list.map((qa) => ({
    key: String(qa.id),
    label: (
      <span className="pc-qa__question">
        <span className="pc-qa__mark">{ctx.t('qa.question')}</span>
        <span>{qa.question}</span>
      </span>
    ),
    extra: qa.category ? <span className="pc-qa__category">{qa.category}</span> : undefined,
    children: (
      <div className="pc-qa__answer">
        <span className="pc-qa__mark pc-qa__mark--answer">{ctx.t('qa.answer')}</span>
        <p>{qa.answer}</p>
      </div>
    ),
  }));

  return (
    <div className="pc-qa" ref={listRef}>
      <Collapse items={items} expandIconPosition="end" size="large" className="pc-qa__collapse" />
      {props.props.pager && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} scrollTarget={listRef} />
      )}
    </div>
  );
}
