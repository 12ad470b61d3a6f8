import type { BlockContext } from '@/src/runtime/block-props';
import { isValidMobile } from '@/src/core/validation';
import type { FieldSpec } from './spec';
import { useAvailability } from './use-availability';

interface NoteProps {
  field: FieldSpec;
  ctx: BlockContext;
  /** the field's current value, as the terminal's form watches it */
  value: unknown;
  prefix: 'pc' | 'h5';
}

/** Under a mobile field with a "check": whether the typed number is already registered. */
export function AvailabilityNote({ field, ctx, value, prefix: p }: NoteProps) {
  const { state, text } = useAvailability(field.check, field.name, value, isValidMobile, ctx);
  return (
    <span className={`${p}-availability ${p}-availability--${state}`} role="status" aria-live="polite">
      {text}
    </span>
  );
}
