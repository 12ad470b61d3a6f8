import type { ReactNode } from 'react';

export interface SubjectCardClasses {
  section: string;
  eyebrow?: string;
  head: string;
  title: string;
}

interface SubjectCardProps {
  /** each terminal's classes (its card look) */
  classes: SubjectCardClasses;
  /** the heading's id: the card is labelled by it */
  labelId: string;
  /** a small line above the title (应聘职位, 报名活动) */
  eyebrow?: string;
  title: string;
  /** beside the title: a status or kind tag */
  tag: ReactNode;
  children: ReactNode;
}

/** A card about one thing (a position, an activity, an application): eyebrow, title with its tag, then its facts. */
export function SubjectCard({ classes, labelId, eyebrow, title, tag, children }: SubjectCardProps) {
  return (
    <section className={classes.section} aria-labelledby={labelId}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <div className={classes.head}>
        <h2 className={classes.title} id={labelId}>
          {title}
        </h2>
        {tag}
      </div>
      {children}
    </section>
  );
}
