import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** the card's class on this terminal */
  className: string;
  /** the heading's class and id (the section is labelled by it) */
  headingClass: string;
  headingId: string;
  title: string;
  /** an anchor (#feedback) */
  id?: string;
  /** h2 by default; h3 under a page's own h2 */
  level?: 2 | 3;
  children: ReactNode;
}

/** A titled card: an application's timeline, notifications and feedback, an activity's body. */
export function TitledSection({ className, headingClass, headingId, title, id, level = 2, children }: TitledSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={className} id={id} aria-labelledby={headingId}>
      <Heading className={headingClass} id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
