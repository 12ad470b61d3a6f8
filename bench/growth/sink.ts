// Where the generated rows go: an SQLite file (better-sqlite3 prepared statements) or a PostgreSQL database
// (multi-row INSERTs of a few thousand rows each). Rows carry their own ids where later rows point at them.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

export type Engine = 'sqlite' | 'postgres';

export interface RowSink {
  engine: Engine;
  /** the first column of each row of a query written with `?` placeholders */
  column<T>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A buffer of rows for one table: add() flushes every few thousand rows, flush() writes the rest. `after`: the
   * batch whose rows these point at, flushed first, so that foreign keys hold at every flush.
   */
  batch(table: string, columns: string[], after?: RowBatch): RowBatch;
  close(): Promise<void>;
}

export interface RowBatch {
  add(row: unknown[]): Promise<void>;
  flush(): Promise<void>;
}

/** PostgreSQL takes at most 65,535 parameters a statement; SQLite's rows go in one transaction per chunk */
const PARAMETERS_PER_CHUNK = 60_000;

function batchOf(columns: string[], after: RowBatch | undefined, write: (rows: unknown[][]) => Promise<void>): RowBatch {
  const size = Math.max(1, Math.floor(PARAMETERS_PER_CHUNK / columns.length));
  let rows: unknown[][] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await after?.flush();
    const chunk = rows;
    rows = [];
    await write(chunk);
  };
  return {
    add: async (row) => {
      rows.push(row);
      if (rows.length >= size) await flush();
    },
    flush,
  };
}

export function sqliteSink(file: string): RowSink {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  return {
    engine: 'sqlite',
    column: async <T>(text: string, params: unknown[] = []) => sqlite.prepare(text).pluck().all(...params) as T[],
    batch(table, columns, after) {
      const insert = sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      const many = sqlite.transaction((rows: unknown[][]) => {
        for (const row of rows) insert.run(...row);
      });
      return batchOf(columns, after, async (rows) => many(rows));
    },
    close: async () => {
      sqlite.close();
    },
  };
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

export async function postgresSink(url: string): Promise<RowSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: 'postgres',
    column: async <T>(text: string, params: unknown[] = []) => (await client.query({ text: numbered(text), values: params, rowMode: 'array' })).rows.map((r: unknown[]) => r[0] as T),
    batch(table, columns, after) {
      return batchOf(columns, after, async (rows) => {
        const values = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, rows.flat());
      });
    },
    close: () => client.end(),
  };
}
