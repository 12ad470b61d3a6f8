import { Form } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { isValidMobile } from '@/src/core/validation';
import { useAvailability } from '@/renderers/common/action-form/use-availability';
import type { FieldSpec } from '@/renderers/common/action-form/spec';

/** Under a mobile field with a "check": whether the typed number is already registered (antd-mobile). */
export function H5Availability({ field, ctx }: { field: FieldSpec; ctx: BlockContext }) {
  const { state, text } = useAvailability(field.check, field.name, Form.useWatch(field.name), isValidMobile, ctx);
  return (
    <span className={`h5-availability h5-availability--${state}`} role="status" aria-live="polite">
      {text}
    </span>
  );
}
