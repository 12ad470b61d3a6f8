export interface SchemaProblem {
  /** path relative to the schemas directory, e.g. "pages/home.json" */
  file: string;
  /** JSON pointer inside the file, "" for the whole file */
  pointer: string;
  message: string;
}

export interface SchemaCheckResult {
  problems: SchemaProblem[];
  /** every file that parsed and passed its own checks, by relative path */
  good: Map<string, unknown>;
}
