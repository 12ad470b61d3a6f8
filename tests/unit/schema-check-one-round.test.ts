// One round of the check names every problem of a file: a file its meta-schema refuses is still checked for what
// JSON Schema cannot prove (here a missing message key beside a wrong layout), so its author fixes both at once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { useSchemaCopies } from './schema-copies';

const { copySchemas } = useSchemaCopies();

describe('a page with a structural problem and a missing message key', () => {
  it('is told both in one round, each at its pointer', () => {
    const dir = copySchemas();
    const file = join(dir, 'pages', 'notice-list.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    page.layout = 5;
    page.title = 'page.noSuchTitle';
    writeFileSync(file, JSON.stringify(page, null, 2));
    const problems = checkSchemaDir(dir).problems;
    expect(problems.every((p) => p.file === 'pages/notice-list.json')).toBe(true);
    expect(problems.map((p) => p.pointer)).toContain('/layout');
    expect(problems).toContainEqual({ file: 'pages/notice-list.json', pointer: '/title', message: 'message key "page.noSuchTitle" is missing in locale zh-CN (schemas/locales/zh-CN/)' });
  });
});
