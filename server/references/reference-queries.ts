import type { Term, TreeNode } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { containsPattern, likeEscaped } from '@/server/sql/like';

interface FlatNode {
  value: string;
  parent: string | null;
  label: string;
}

/**
 * The tree of rows already in display order (parents before children); children keep that order. A root always
 * has a children list (empty for a leaf, such as a province without cities); a deeper node only when it has some.
 */
export function toTree(rows: FlatNode[]): TreeNode[] {
  const roots: TreeNode[] = [];
  const byValue = new Map<string, TreeNode>();
  for (const r of rows) {
    const node: TreeNode = r.parent === null ? { value: r.value, label: r.label, children: [] } : { value: r.value, label: r.label };
    byValue.set(r.value, node);
    if (r.parent === null) roots.push(node);
  }
  for (const r of rows) {
    if (r.parent === null) continue;
    const parent = byValue.get(r.parent);
    if (parent) (parent.children ??= []).push(byValue.get(r.value)!);
  }
  return roots;
}

export async function careerCategoryTree(db: Db): Promise<TreeNode[]> {
  const rows = await db.selectFrom('career_categories').selectAll().orderBy('sort').orderBy('id').execute();
  return toTree(rows.map((r) => ({ value: String(r.id), parent: r.parent_id === null ? null : String(r.parent_id), label: r.name })));
}

export async function regionTree(db: Db): Promise<TreeNode[]> {
  const rows = await db.selectFrom('regions').selectAll().orderBy('sort').orderBy('code').execute();
  return toTree(rows.map((r) => ({ value: r.code, parent: r.parent_code, label: r.name })));
}

/** Disciplines with their majors; with a keyword, only matching majors (or every major of a matching discipline). */
export async function majorTree(db: Db, keyword?: string): Promise<TreeNode[]> {
  const rows = await db.selectFrom('majors').selectAll().orderBy('sort').orderBy('code').execute();
  const tree = toTree(rows.map((r) => ({ value: r.code, parent: r.parent_code, label: r.name })));
  if (!keyword) return tree;
  return tree
    .map((d) => (d.label.includes(keyword) ? d : { ...d, children: d.children?.filter((m) => m.label.includes(keyword)) }))
    .filter((d) => (d.children?.length ?? 0) > 0);
}

export async function schools(db: Db, keyword?: string): Promise<Term[]> {
  let q = db.selectFrom('schools').select(['code', 'name']);
  if (keyword) q = q.where(likeEscaped('name', containsPattern(keyword)));
  return q.orderBy('sort').orderBy('code').execute();
}

export async function termsOf(db: Db, types: string[]): Promise<Map<string, Term[]>> {
  const result = new Map<string, Term[]>();
  if (types.length === 0) return result;
  const rows = await db
    .selectFrom('terms')
    .select(['type', 'code', 'name'])
    .where('type', 'in', types)
    .orderBy('type')
    .orderBy('sort')
    .execute();
  for (const r of rows) {
    const list = result.get(r.type) ?? [];
    list.push({ code: r.code, name: r.name });
    result.set(r.type, list);
  }
  return result;
}
