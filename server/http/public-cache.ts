// Answers every guest gets alike (careers.search, careers.count, careers.view, siteconfig.load), kept in memory
// for a short window. Every write to the catalogue tables bumps one version row in the database in the same
// transaction (migration 013); a node reads that number at most once per window and drops its answers when it
// changed, so a change made on ANY node reaches every node within the window (plus one read).
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';

export interface PublicCacheOptions {
  /** how long an answer may be served without re-reading the version; 0 turns the cache off */
  windowMs: number;
  /** answers kept at most (the oldest is dropped first): keywords are free text, memory is not */
  maxEntries: number;
}

/** Off: what buildServer does unless told (tests and bench:growth measure the queries); main.ts turns it on. */
export const NO_PUBLIC_CACHE: PublicCacheOptions = { windowMs: 0, maxEntries: 2000 };

/** PORTAL_PUBLIC_CACHE_MS: the window in ms (default 1000; 0 off). */
export function publicCacheFromEnv(env: NodeJS.ProcessEnv): PublicCacheOptions {
  const given = env.PORTAL_PUBLIC_CACHE_MS?.trim();
  const windowMs = given ? Number(given) : 1000;
  if (!Number.isInteger(windowMs) || windowMs < 0 || windowMs > 60_000) {
    throw new Error(`PORTAL_PUBLIC_CACHE_MS must be a whole number of ms from 0 to 60000 (got "${given}")`);
  }
  return { ...NO_PUBLIC_CACHE, windowMs };
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`SELECT version FROM catalogue_version WHERE id = 1`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/** A stored answer: its JSON text, and the same compressed for the encodings asked so far. */
export interface CachedAnswer {
  text: string;
  encoded: Map<string, Buffer>;
}

export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private version: number | undefined;
  /** bumped whenever the entries are dropped: an answer computed before a drop is not stored after it */
  private generation = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly readVersion: () => Promise<number>,
    readonly options: PublicCacheOptions,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.options.windowMs > 0;
  }

  /** Re-reads the version once the window has passed (one read at a time), dropping every answer on a change. */
  async fresh(): Promise<number> {
    if (this.clock() - this.checkedAt >= this.options.windowMs) {
      this.checking ??= this.check().finally(() => {
        this.checking = undefined;
      });
      await this.checking;
    }
    return this.generation;
  }

  private async check(): Promise<void> {
    const startedAt = this.clock();
    const version = await this.readVersion();
    if (version !== this.version) this.drop();
    this.version = version;
    this.checkedAt = startedAt;
  }

  drop(): void {
    this.entries.clear();
    this.generation += 1;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** Stores an answer computed under `generation`, unless the entries were dropped meanwhile. */
  set(key: string, text: string, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { text, encoded: new Map() });
  }
}
