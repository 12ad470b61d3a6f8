-- So that concurrent attempts cannot slip past a limit: a limit is counted before the work it limits, in the transaction that checks it. That transaction
-- first writes the lock slot of every (bucket, subject) it counts (sha256 of them modulo 4096, taken in
-- ascending order): on PostgreSQL the upsert holds the slot's row lock until the transaction ends, so concurrent
-- checks of one subject queue on it (and cannot deadlock); on SQLite the write takes the database's write lock.
-- At most 4096 rows, so nothing needs sweeping; two subjects sharing a slot only wait a few milliseconds.
CREATE TABLE throttle_locks (
  slot INTEGER PRIMARY KEY,
  touched_at TEXT NOT NULL
);
