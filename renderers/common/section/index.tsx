import { useId } from 'react';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { Text } from '@/src/core/schema-types';
import { AppLink } from '@/renderers/common/app-link';
import '@/renderers/common/base.css';
import './section.css';

/** A titled container of child blocks, with an optional "more" link. */
export default function Section({ block, props, ctx, renderBlocks }: BlockProps<unknown, PropsFor<'section'>>) {
  const headingId = useId();
  const title = props.title ? ctx.t(props.title as Text) : '';
  const { more } = props;
  const moreText = ctx.t((props.moreText as Text | undefined) ?? 'block.more');
  return (
    <section className="cm-section" aria-labelledby={title ? headingId : undefined}>
      {(title || more) && (
        <div className="cm-section__head">
          {title && (
            <h2 id={headingId} className="cm-section__title">
              {title}
            </h2>
          )}
          {more && (
            <AppLink ctx={ctx} to={more} className="cm-section__more">
              {moreText}
              {title && <span className="cm-visually-hidden">: {title}</span>}
              <span aria-hidden="true" className="cm-section__arrow">
                ›
              </span>
            </AppLink>
          )}
        </div>
      )}
      <div className="cm-section__body">{renderBlocks(block.blocks)}</div>
    </section>
  );
}
