import type { ReactNode } from 'react';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import './clear-button.css';

// antd-mobile's own clear buttons (Input's and SearchBar's `clearable`) are divs with an aria-label and no role:
// a screen reader cannot name them as buttons and a keyboard cannot reach them (axe: serious). These are buttons.

/** A clear button, shown by the caller while there is text; keeps the focus (and the phone's keyboard) in place. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button type="button" className="h5-clear" aria-label={label} onMouseDown={(e) => e.preventDefault()} onClick={onClear}>
      <Glyph name="clear" aria-hidden />
    </button>
  );
}

/** A search box with the clear button over its right end, shown while there is text. */
export function WithClearButton({ children, shown, label, onClear }: { children: ReactNode; shown: boolean; label: string; onClear: () => void }) {
  return (
    <div className="h5-clear-over">
      {children}
      {shown && <ClearButton label={label} onClear={onClear} />}
    </div>
  );
}
