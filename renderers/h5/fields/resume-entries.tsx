import type { ReactNode } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { AddOutline, DeleteOutline, DownOutline, UpOutline } from 'antd-mobile-icons';
import type { ArrayField } from '@formily/core';
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import { useFieldText } from './field-text';

interface EntriesProps {
  partId?: string;
  title?: ReactNode;
  minItems?: number;
  maxItems?: number;
  value?: unknown[];
}

/** The part's own first error (too few or too many entries): observed here, so validating does not redraw the entries. */
const EntriesError = observer(function EntriesError({ field }: { field: ArrayField }) {
  const error = field.selfErrors[0];
  if (error === undefined) return null;
  return (
    <p className="h5-field__error" role="alert">
      {String(error)}
    </p>
  );
});

/**
 * A repeatable part (education, work): each entry a card with move up / move down / delete, and an add
 * button under the list while maxItems allows. Deleting asks first: a slip of the thumb costs a whole entry.
 */
export const ResumeEntries = observer(function ResumeEntries({ partId, title, minItems, maxItems }: EntriesProps) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { t } = useFieldText();
  const entries = Array.isArray(field.value) ? field.value : [];
  const pretty = field.pattern === 'readPretty';
  const editable = field.pattern === 'editable';
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  const canAdd = editable && (maxItems === undefined || entries.length < maxItems);
  // a part without a name of its own (educationList) reads as its section ("添加教育经历")
  const parentTitle = (field.parent?.componentProps as { title?: unknown } | undefined)?.title;
  const titleText = typeof title === 'string' && title ? title : typeof parentTitle === 'string' ? parentTitle : '';

  const remove = async (index: number) => {
    const ok = await Dialog.confirm({
      content: t('h5.form.removeConfirm', { n: index + 1 }),
      confirmText: t('h5.form.remove'),
      cancelText: t('h5.form.cancel'),
    });
    if (ok) await field.remove(index);
  };

  return (
    <div className="h5-resume-part h5-entries" id={partId ? `resume-part-${partId}` : undefined} data-part={partId}>
      {title ? <h3 className="h5-resume-part__title">{title}</h3> : null}
      {entries.length === 0 && <p className="h5-entries__empty">{pretty ? t('h5.form.notFilled') : t('h5.form.noEntries')}</p>}
      <ol className="h5-entries__list">
        {entries.map((_, index) => (
          <li key={index} className="h5-entries__item" aria-label={t('h5.form.entry', { n: index + 1, title: titleText })}>
            <div className="h5-entries__head">
              <span className="h5-entries__index">{t('h5.form.entry', { n: index + 1, title: titleText })}</span>
              {editable && (
                <span className="h5-entries__actions">
                  <Button
                    fill="none"
                    size="small"
                    className="h5-entries__action"
                    aria-label={t('h5.form.moveUp')}
                    disabled={index === 0}
                    onClick={() => void field.moveUp(index)}
                  >
                    <UpOutline aria-hidden />
                  </Button>
                  <Button
                    fill="none"
                    size="small"
                    className="h5-entries__action"
                    aria-label={t('h5.form.moveDown')}
                    disabled={index === entries.length - 1}
                    onClick={() => void field.moveDown(index)}
                  >
                    <DownOutline aria-hidden />
                  </Button>
                  <Button
                    fill="none"
                    size="small"
                    color="danger"
                    className="h5-entries__action"
                    aria-label={t('h5.form.remove')}
                    disabled={minItems !== undefined && entries.length <= minItems}
                    onClick={() => void remove(index)}
                  >
                    <DeleteOutline aria-hidden />
                  </Button>
                </span>
              )}
            </div>
            {items && <RecursionField schema={items} name={index} />}
          </li>
        ))}
      </ol>
      <EntriesError field={field} />
      {canAdd && (
        <Button block fill="outline" color="primary" className="h5-entries__add" onClick={() => void field.push({})}>
          <AddOutline aria-hidden /> {t('h5.form.add', { title: titleText })}
        </Button>
      )}
    </div>
  );
});
