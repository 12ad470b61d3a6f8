import { useEffect, useRef, type ReactNode } from 'react';

/** A heading that takes the focus when it appears after the first view (a submit changed the view). */
export function FocusHeading({ children, focus, className }: { children: ReactNode; focus: boolean; className: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 className={className} tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}
