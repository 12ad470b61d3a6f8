import { Collapse } from 'antd-mobile';
import type { QuestionAnswer } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import './qa-list.css';

export default function QaList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<QuestionAnswer>, PropsFor<'qa-list'>>) {
  const items = itemsOf(data);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={items.length === 0}>
      <div className="h5-qa">
        <Collapse>
          {items.map((qa) => (
            <Collapse.Panel
              key={String(qa.id)}
              title={
                <span className="h5-qa__row">
                  <span className="h5-qa__mark">
                    {ctx.t('qa.question')}
                  </span>
                  <span className="h5-qa__question">{qa.question}</span>
                </span>
              }
            >
              <div className="h5-qa__row">
                <span className="h5-qa__mark h5-qa__mark--answer">
                  {ctx.t('qa.answer')}
                </span>
                <p className="h5-qa__answer">{qa.answer}</p>
              </div>
            </Collapse.Panel>
          ))}
        </Collapse>
      </div>
      {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
    </BlockState>
  );
}
