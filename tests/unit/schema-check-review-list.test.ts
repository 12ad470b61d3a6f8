// schemas:check on the reviewers' list: where a row leads is the page's detailPath (a template's review route),
// which no block supplies, so a review-list without it is refused with its file and pointer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { SCHEMAS, useSchemaCopies } from './schema-copies';

const { withChangedFile } = useSchemaCopies();
const withWorkspace = (change: (value: any) => void) => withChangedFile('pages/review-workspace.json', change);
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
