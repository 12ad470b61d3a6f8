// schemas:check on the reviewers' list: where a row leads is the page's detailPath (a template's review route),
// which no block supplies, so a review-list without it is refused with its file and pointer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';

const SCHEMAS = join(process.cwd(), 'schemas');
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function withWorkspace(change: (page: any) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  copies.push(dir);
  cpSync(SCHEMAS, dir, { recursive: true });
  const file = join(dir, 'pages/review-workspace.json');
  const page = JSON.parse(readFileSync(file, 'utf8'));
  change(page);
  writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
  return dir;
}

const problemsOf = (dir: string) => checkSchemaDir(dir).problems.filter((p) => p.file === 'pages/review-workspace.json');

describe("schemas:check on the reviewers' list", () => {
  it('passes the workspace page, whose list leads to review/{id}', () => {
    const page = JSON.parse(readFileSync(join(SCHEMAS, 'pages/review-workspace.json'), 'utf8'));
    expect(page.blocks[0].props.detailPath).toBe('review/{id}');
    expect(problemsOf(SCHEMAS)).toEqual([]);
  });

  it('refuses a review-list without detailPath, and one without props', () => {
    const noPath = problemsOf(withWorkspace((page) => delete page.blocks[0].props.detailPath));
    expect(noPath.map((p) => p.pointer)).toContain('/blocks/0/props');
    expect(noPath.map((p) => p.message).join('\n')).toMatch(/detailPath/);
    const noProps = problemsOf(withWorkspace((page) => delete page.blocks[0].props));
    expect(noProps.map((p) => p.message).join('\n')).toMatch(/props/);
  });
});
