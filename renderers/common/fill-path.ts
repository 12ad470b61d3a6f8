/** Fills "{name}" placeholders of a schema path ("recruitmentview/{id}/{recruitType}") from a record. */
export function fillPath(pattern: string, values: object): string {
  const record = values as Record<string, unknown>;
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(record[key] ?? '')));
}
