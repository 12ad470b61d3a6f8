import { Form } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import type { FieldSpec } from '@/renderers/common/action-form/spec';
import { AvailabilityNote } from '@/renderers/common/action-form/availability-note';

/** The availability note, fed by antd-mobile's form watch of the field. */
export function H5Availability({ field, ctx }: { field: FieldSpec; ctx: BlockContext }) {
  return <AvailabilityNote field={field} ctx={ctx} value={Form.useWatch(field.name)} prefix="h5" />;
}
