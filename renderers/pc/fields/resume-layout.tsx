// The layout components of the resume schema (docs/forms.md): a section card with its anchor and missing
// badge, a single part, a repeatable part's entries (add, remove, move up and down, min and max items) and a
// row of fields laid out in 24 columns by each field's view.span.
import { useState, type ReactNode } from 'react';
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import type { ArrayField } from '@formily/core';
import type { Schema } from '@formily/json-schema';
import { Button, Col, Popconfirm, Row, Tooltip } from 'antd';
import { sectionAnchorId, useFieldsEnv, useSectionStatus } from './env';

const GRID = 24;

export interface ResumeSectionProps {
  sectionId: string;
  title?: string;
  children?: ReactNode;
}

/** A titled card; its id is the anchor of the section nav (`resume-section-{sectionId}`). */
export const ResumeSection = observer(function ResumeSection({ sectionId, title, children }: ResumeSectionProps) {
  const field = useField();
  const { t } = useFieldsEnv();
  const status = useSectionStatus(sectionId);
  const anchor = sectionAnchorId(sectionId);
  const editable = field?.pattern === 'editable';
  return (
    <section id={anchor} className="pc-resume-section pc-card" aria-labelledby={`${anchor}-title`} data-section={sectionId}>
      <header className="pc-resume-section__head">
        <h2 className="pc-resume-section__title" id={`${anchor}-title`}>
          {title}
        </h2>
        {editable && status && (
          <span className={`pc-resume-badge pc-resume-badge--${status.state}`}>
            {
              {
                missing: t('pc.resume.missingCount', { count: status.missing }),
                errors: t('pc.resume.errorCount', { count: status.errors }),
                empty: t('resume.help.empty'),
                done: t('pc.resume.sectionDone'),
              }[status.state]
            }
          </span>
        )}
      </header>
      <div className="pc-resume-section__body">{children}</div>
    </section>
  );
});

export interface ResumePartProps {
  partId?: string;
  title?: string;
  children?: ReactNode;
}

/** A single (not repeatable) part: an optional sub-title over its rows. */
export function ResumePart({ partId, title, children }: ResumePartProps) {
  return (
    <div className="pc-resume-part" data-part={partId}>
      {title && <h3 className="pc-resume-part__title">{title}</h3>}
      {children}
    </div>
  );
}

/** A row of fields: 24 columns shared by `x-decorator-props.span`, the rest split evenly. */
export function ResumeRow() {
  const schema = useFieldSchema();
  const fields = schema.mapProperties((child, name) => ({ child, name }));
  const spanOf = (child: Schema): number | undefined => {
    const span = (child['x-decorator-props'] as { span?: unknown } | undefined)?.span;
    return typeof span === 'number' && span > 0 && span <= GRID ? span : undefined;
  };
  const given = fields.reduce((sum, { child }) => sum + (spanOf(child) ?? 0), 0);
  const free = fields.filter(({ child }) => spanOf(child) === undefined).length;
  const even = free > 0 ? Math.max(1, Math.floor((GRID - Math.min(given, GRID - free)) / free)) : GRID;
  return (
    <Row className="pc-resume-row" gutter={[24, 0]}>
      {fields.map(({ child, name }) => (
        <Col key={name} xs={24} md={spanOf(child) ?? even}>
          <RecursionField schema={child} name={name} />
        </Col>
      ))}
    </Row>
  );
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const hasContent = (entry: unknown): boolean =>
  typeof entry === 'object' && entry !== null && Object.values(entry).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));

export interface ResumeEntriesProps {
  partId?: string;
  title?: string;
  minItems?: number;
  maxItems?: number;
}

/**
 * Remove asks first when the entry holds answers. The entry is read on click, never observed: observing its
 * contents would re-render the button and its popover on every keystroke in that entry.
 */
function RemoveEntry({ field, index, name, disabled }: { field: ArrayField; index: number; name: string; disabled: boolean }) {
  const { t } = useFieldsEnv();
  const [asking, setAsking] = useState(false);
  const remove = () => {
    setAsking(false);
    void field.remove(index);
  };
  const click = () => {
    const entry: unknown = Array.isArray(field.value) ? field.value[index] : undefined;
    if (hasContent(entry)) setAsking(true);
    else remove();
  };
  return (
    <Popconfirm
      open={asking}
      onOpenChange={(open) => !open && setAsking(false)}
      title={t('pc.resume.removeConfirm')}
      okText={t('pc.resume.remove')}
      cancelText={t('pc.resume.cancel')}
      onConfirm={remove}
      onCancel={() => setAsking(false)}
      disabled={disabled}
    >
      <Button type="text" size="small" danger aria-label={`${t('pc.resume.remove')} ${name}`} disabled={disabled} onClick={click}>
        {t('pc.resume.remove')}
      </Button>
    </Popconfirm>
  );
}

/** The part's own errors (too few or too many entries): observed here, so validating does not redraw the entries. */
const EntriesErrors = observer(function EntriesErrors({ field }: { field: ArrayField }) {
  const errors = field.selfErrors;
  if (field.pattern !== 'editable' || errors.length === 0) return null;
  return (
    <p className="pc-entries__error" role="alert">
      {errors.join(' ')}
    </p>
  );
});

/** A repeatable part: its entries, each with move up, move down and remove; an add button below. */
export const ResumeEntries = observer(function ResumeEntries({ partId, title, minItems = 0, maxItems }: ResumeEntriesProps) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { t } = useFieldsEnv();
  // the entries themselves (so a move re-renders), never their contents: that would re-render every entry
  // on each keystroke (RemoveEntry alone observes the contents)
  const items: unknown[] = Array.isArray(field.value) ? field.value.slice() : [];
  const entries = items.map((_, index) => index);
  const editable = field.pattern === 'editable';
  const canAdd = editable && (maxItems === undefined || entries.length < maxItems);
  const canRemove = editable && entries.length > minItems;
  const itemSchema = (index: number): Schema => (Array.isArray(schema.items) ? (schema.items[index] ?? schema.items[0]) : schema.items) as Schema;
  const entryName = (index: number) => (title ? t('pc.resume.entryOf', { title, n: index + 1 }) : t('pc.resume.entry', { n: index + 1 }));

  return (
    <div className="pc-entries" data-part={partId}>
      {title && <h3 className="pc-resume-part__title">{title}</h3>}
      {entries.length === 0 && <p className="pc-entries__empty">{editable ? t('pc.resume.noEntriesYet') : '—'}</p>}
      {entries.length > 0 && (
        <ol className="pc-entries__list">
          {entries.map((index) => {
            const name = entryName(index);
            return (
              <li key={index} className="pc-entries__item" aria-label={name}>
                {(editable || entries.length > 1) && (
                  <div className="pc-entries__head">
                    <span className="pc-entries__index">{name}</span>
                    {editable && (
                      <span className="pc-entries__actions">
                        <Tooltip title={t('pc.resume.moveUp')}>
                          <Button type="text" size="small" icon={<ArrowIcon up />} aria-label={`${t('pc.resume.moveUp')} ${name}`} disabled={index === 0} onClick={() => void field.moveUp(index)} />
                        </Tooltip>
                        <Tooltip title={t('pc.resume.moveDown')}>
                          <Button
                            type="text"
                            size="small"
                            icon={<ArrowIcon up={false} />}
                            aria-label={`${t('pc.resume.moveDown')} ${name}`}
                            disabled={index === entries.length - 1}
                            onClick={() => void field.moveDown(index)}
                          />
                        </Tooltip>
                        <RemoveEntry field={field} index={index} name={name} disabled={!canRemove} />
                      </span>
                    )}
                  </div>
                )}
                <RecursionField schema={itemSchema(index)} name={index} />
              </li>
            );
          })}
        </ol>
      )}
      <EntriesErrors field={field} />
      {editable && (
        <div className="pc-entries__foot">
          <Button type="dashed" block disabled={!canAdd} onClick={() => void field.push({})}>
            + {title ? t('pc.resume.addOf', { title }) : t('pc.resume.add')}
          </Button>
          {maxItems !== undefined && (
            <span className="pc-entries__limit">{t('pc.resume.limit', { count: entries.length, max: maxItems })}</span>
          )}
        </div>
      )}
    </div>
  );
});
