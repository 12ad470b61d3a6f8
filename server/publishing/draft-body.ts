// What a draft may hold: the position form's values so far, in the shape of the integration API's body plus the
// position's code. A draft needs only a title and a unit (the unit decides whose it is); everything else is
// checked, as for the integration API, when it is published.
import { CODE } from '@/server/integration/body-parts';
import { positionBodySchema, type PositionBody } from '@/server/integration/position-body';

export type DraftValues = Partial<PositionBody> & { title: string; unitCode: string; code?: string };

export const draftValuesSchema = {
  ...positionBodySchema,
  required: ['title', 'unitCode'],
  properties: { ...positionBodySchema.properties, code: CODE },
} as const;

/** The values without the code, as checkPosition reads a body. */
export function bodyOf(values: DraftValues): Partial<PositionBody> {
  const body: DraftValues = { ...values };
  delete body.code;
  return body;
}
