import fs from 'node:fs';

/** Calls onChange once things settle after files under dir change (recursive fs.watch, debounced). */
export function watchDir(dir: string, onChange: () => void, debounceMs = 100): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(dir, { recursive: true }, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  watcher.on('error', () => {
    /* the folder may vanish (a test's temp copy); nothing left to watch */
  });
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}
