import { sql, type Expression, type SqlBool } from 'kysely';

/** "%keyword%" with LIKE wildcards in the keyword taken literally (both SQLite and PostgreSQL know ESCAPE). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likeEscaped(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** A GB/T 2260 code without its trailing "00" pairs: 320000 -> "32", 320100 -> "3201". */
export function regionPrefix(code: string): string {
  return code.replace(/(00)+$/, '') || code;
}
