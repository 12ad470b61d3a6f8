// The registry's ranking (DESIGN.md, "Renderer registry"): pure, so that the browser picks a block's renderer
// and the schema check proves every block has one by the same rule.

/** What the ranking reads of a renderer entry: its block type, and the template and terminal it is for, if any. */
export interface RankedEntry {
  type: string;
  template?: string;
  terminal?: string;
}

export interface RenderContext {
  template: string;
  terminal: 'pc' | 'h5';
}

/** -1 when the entry does not apply; otherwise higher is more specific. */
export function rank(entry: RankedEntry, ctx: RenderContext): number {
  if (entry.template !== undefined && entry.template !== ctx.template) return -1;
  if (entry.terminal !== undefined && entry.terminal !== ctx.terminal) return -1;
  return (entry.terminal ? 2 : 0) + (entry.template ? 1 : 0);
}

export interface Registry<E extends RankedEntry> {
  resolve: (type: string, ctx: RenderContext) => E | undefined;
  types: () => string[];
}

export function createRegistry<E extends RankedEntry>(entries: E[]): Registry<E> {
  return {
    resolve(type, ctx) {
      let best: E | undefined;
      let bestRank = -1;
      for (const entry of entries) {
        if (entry.type !== type) continue;
        const r = rank(entry, ctx);
        if (r > bestRank) [best, bestRank] = [entry, r];
      }
      return best;
    },
    types: () => [...new Set(entries.map((e) => e.type))],
  };
}
