import type { ReactNode } from 'react';

interface FlowSectionProps {
  /** the card's class on this terminal */
  className: string;
  /** the heading's class and id (the section is labelled by it) */
  headingClass: string;
  headingId: string;
  title: string;
  /** an anchor (#feedback) */
  id?: string;
  children: ReactNode;
}

/** A titled card of the opened application: timeline, notifications, feedback. */
export function FlowSection({ className, headingClass, headingId, title, id, children }: FlowSectionProps) {
  return (
    <section className={className} id={id} aria-labelledby={headingId}>
      <h2 className={headingClass} id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
