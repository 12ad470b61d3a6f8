// A preview: what a draft will look like once published is written inside a transaction, read back by the very
// query the public call answers with, and the transaction is rolled back. The preview cannot differ from the
// published page, and nothing of it is ever visible to anyone else.
import type { Db } from '@/server/db/database';

class RolledBack extends Error {}

/** What `read` answers inside a transaction that is then rolled back whatever happened. */
export async function readRolledBack<T>(db: Db, read: (trx: Db) => Promise<T | undefined>): Promise<T | undefined> {
  let view: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      view = await read(trx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return view;
}
