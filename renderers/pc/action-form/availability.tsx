import { Form } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import type { FieldSpec } from '@/renderers/common/action-form/spec';
import { AvailabilityNote } from '@/renderers/common/action-form/availability-note';

/** The availability note, fed by antd's form watch of the field. */
export function PcAvailability({ field, ctx }: { field: FieldSpec; ctx: BlockContext }) {
  return <AvailabilityNote field={field} ctx={ctx} value={Form.useWatch(field.name)} prefix="pc" />;
}
