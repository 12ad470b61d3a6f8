// The vocabulary of an action-form block as page schemas write it (schemas/meta/page.schema.json,
// "action-form"): the fields, the call that submits them, and what happens after a success.
import { isEndpointName } from '@/src/core/endpoints';
import type { Text } from '@/src/core/schema-types';
import type { AlternativeSpec, FieldKind, FieldSpec, SubmitSpec, SuccessSpec } from '@/src/core/blocks/prop-types';

export type { AlternativeSpec, CodeSendSpec, FieldKind, FieldSpec, SubmitSpec, SuccessSpec } from '@/src/core/blocks/prop-types';

export interface ActionFormSpec {
  title?: Text;
  description?: Text;
  fields: FieldSpec[];
  submit: SubmitSpec;
  success: SuccessSpec;
  alternative?: AlternativeSpec;
}

const KINDS: FieldKind[] = ['text', 'name', 'mobile', 'email', 'password', 'new-password', 'captcha', 'code', 'agree'];

/** The block's props as a spec; the server checked them against the meta-schema, this only drops what cannot work. */
export function readSpec(props: Record<string, unknown>): ActionFormSpec {
  const fields = (Array.isArray(props.fields) ? (props.fields as FieldSpec[]) : []).filter(
    (f) => f && KINDS.includes(f.kind) && typeof f.name === 'string' && (f.kind !== 'code' || (f.send && isEndpointName(f.send.endpoint) && (f.send.own === true || typeof f.send.to === 'string'))),
  );
  return {
    title: props.title as Text | undefined,
    description: props.description as Text | undefined,
    fields,
    submit: props.submit as SubmitSpec,
    success: (props.success as SuccessSpec | undefined) ?? {},
    alternative: isAlternative(props.alternative) ? props.alternative : undefined,
  };
}

function isAlternative(value: unknown): value is AlternativeSpec {
  return !!value && typeof value === 'object' && typeof (value as AlternativeSpec).form === 'string' && (value as AlternativeSpec).text !== undefined;
}

/** The confirm input of a new-password field. */
export const confirmName = (name: string) => `${name}Confirm`;

/** The attrKey of a captcha field travels under this name. */
export const ATTR_KEY = 'attrKey';
