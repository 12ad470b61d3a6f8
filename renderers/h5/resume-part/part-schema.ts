import type { ISchema } from '@formily/react';

/**
 * The whole resume schema cut to one part: the section node keeps its title, only `partId` stays under it.
 * The form itself is built from the whole template, so rules that read other parts still see their answers.
 */
export function partOnly(schema: ISchema, sectionId: string, partId: string): ISchema | null {
  const section = (schema.properties as Record<string, ISchema> | undefined)?.[sectionId];
  const part = (section?.properties as Record<string, ISchema> | undefined)?.[partId];
  if (!section || !part) return null;
  return { ...schema, properties: { [sectionId]: { ...section, properties: { [partId]: part } } } };
}
