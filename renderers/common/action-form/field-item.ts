import type { BlockContext } from '@/src/runtime/block-props';
import { fieldLabel } from './field-rules';
import type { FieldSpec } from './spec';
import type { ActionForm } from './use-action-form';

/** A field's words on either kit: its label, and its placeholder (the schema's, else one made of the label). */
export function fieldWords(field: FieldSpec, t: BlockContext['t']) {
  const label = fieldLabel(field, t);
  return { label, placeholder: field.placeholder ? t(field.placeholder) : t('account.placeholder', { label }) };
}

/**
 * The props every item of a field starts from, in both kits' Form.Item (rc-field-form underneath): its name,
 * its rules, and one message at a time (the first rule that fails).
 */
export function itemBase(field: FieldSpec, form: ActionForm) {
  return { name: field.name, rules: form.rules(field), validateFirst: true };
}
