import { useEffect, useState } from 'react';
import './delayed-spinner.css';

/** Lazy pages show a spinner only when loading takes longer than 200 ms (the spec's lazy-load spinner delay). */
export const SPINNER_DELAY_MS = 200;

export function DelayedSpinner({ label = '加载中…', delay = SPINNER_DELAY_MS }: { label?: string; delay?: number }) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="portal-spinner" role="status" aria-live="polite">
      <span className="portal-spinner__ring" aria-hidden="true" />
      <span className="portal-spinner__label">{label}</span>
    </div>
  );
}
