// The import: the dry run first, then, only when it found nothing, every row written in one transaction keyed by
// code (a file is taken whole or not at all). A row whose position already holds its values writes nothing, so the
// same file imported twice leaves updated_at and the catalogue version (public-cache.ts) where they were.
import type { CheckContext } from '@/server/integration/position-check';
import { findPositionsByCodes, writePosition } from '@/server/integration/position-store';
import { checkFile, type ImportScope } from './dry-run';
import { invalidFile } from './import-errors';

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

export interface ImportedPosition {
  row: number;
  code: string;
  id: number;
  outcome: ImportOutcome;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  /** the positions' ids in the file's row order */
  ids: number[];
  positions: ImportedPosition[];
}

/** Writes the file's positions, or throws IMPORT_INVALID (HTTP 400, data { rows, errors }) and writes nothing. */
export async function importPositions(ctx: CheckContext, buf: Buffer, scope: ImportScope): Promise<ImportResult> {
  const { rows, errors, checked } = await checkFile(ctx, buf, scope);
  if (errors.length > 0) throw invalidFile(rows, errors);
  const positions = await ctx.db.transaction().execute(async (trx) => {
    const written: ImportedPosition[] = [];
    // read within the transaction, all at once: a row per code then costs its write alone, or nothing when unchanged
    const stored = await findPositionsByCodes(trx, ctx.portal.id, checked.map((c) => c.code));
    for (const { row, code, values } of checked) {
      const saved = await writePosition(trx, ctx.portal.id, code, values, stored.get(code) ?? null);
      // only a writer committing the same code between our insert and our second look gets here: roll back all
      if (!saved) throw new Error(`position ${code} of portal ${ctx.portal.id} was neither found nor made`);
      written.push({ row, code, id: saved.id, outcome: saved.created ? 'created' : saved.written ? 'updated' : 'unchanged' });
    }
    return written;
  });
  const count = (outcome: ImportOutcome) => positions.filter((p) => p.outcome === outcome).length;
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), ids: positions.map((p) => p.id), positions };
}
