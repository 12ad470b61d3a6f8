import type { ReactNode } from 'react';
import { Card } from 'antd-mobile';
import { observer, useField } from '@formily/react';
import { isField } from '@formily/core';

interface SectionProps {
  sectionId?: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** A section of the resume: a titled group (a Card in the read-only view); its DOM id is what a save scrolls to. */
export const ResumeSection = observer(function ResumeSection({ sectionId, title, children }: SectionProps) {
  const field = useField();
  if (field?.pattern === 'readPretty') {
    return (
      <section id={sectionId ? `resume-section-${sectionId}` : undefined} data-section={sectionId}>
        <Card className="h5-resume-section h5-resume-section--card" title={title ? <h2 className="h5-resume-section__title">{title}</h2> : undefined}>
          {children}
        </Card>
      </section>
    );
  }
  return (
    <section className="h5-resume-section" id={sectionId ? `resume-section-${sectionId}` : undefined} data-section={sectionId}>
      {title ? <h2 className="h5-resume-section__title">{title}</h2> : null}
      {children}
    </section>
  );
});

interface PartProps {
  partId?: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** A single part (basic information...): a card of stacked fields, with the part's own errors under it. */
export const ResumePart = observer(function ResumePart({ partId, title, children }: PartProps) {
  const field = useField();
  const errors = field && isField(field) ? field.selfErrors : [];
  return (
    <div className="h5-resume-part" id={partId ? `resume-part-${partId}` : undefined} data-part={partId}>
      {title ? <h3 className="h5-resume-part__title">{title}</h3> : null}
      <div className="h5-resume-part__body">{children}</div>
      {errors.length > 0 && (
        <p className="h5-field__error" role="alert">
          {String(errors[0])}
        </p>
      )}
    </div>
  );
});

/** A row of fields: pc lays them out by span; the phone stacks them. */
export function ResumeRow({ children }: { children?: ReactNode }) {
  return <div className="h5-resume-row">{children}</div>;
}
