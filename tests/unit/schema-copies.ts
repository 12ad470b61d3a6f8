// Copies of schemas/ for schemas:check tests to break: one file of the copy changed, the copy removed after the
// test. Call useSchemaCopies at the top of a test file (it registers the afterEach).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';

export const SCHEMAS = join(process.cwd(), 'schemas');

export interface SchemaCopies {
  /** A fresh copy of schemas/; its folder. */
  copySchemas(): string;
  /** A fresh copy of schemas/ with `file` (e.g. sites/default.json) changed by `change`; its folder. */
  withChangedFile(file: string, change: (value: any) => void): string;
}

export function useSchemaCopies(): SchemaCopies {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function copySchemas(): string {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    copies.push(dir);
    cpSync(SCHEMAS, dir, { recursive: true });
    return dir;
  }
  function withChangedFile(file: string, change: (value: any) => void): string {
    const dir = copySchemas();
    const path = join(dir, file);
    const value = JSON.parse(readFileSync(path, 'utf8'));
    change(value);
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
    return dir;
  }
  return { copySchemas, withChangedFile };
}

/** What schemas:check finds in `dir`: file, pointer and message of each problem. */
export const problemsIn = (dir: string) => checkSchemaDir(dir).problems.map(({ file, pointer, message }) => ({ file, pointer, message }));
