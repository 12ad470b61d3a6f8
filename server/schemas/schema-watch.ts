import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls onChange once things settle after files under dir change (debounced). One watcher per folder, not Node's
 * recursive fs.watch: on Linux that one watches each file's inode and goes deaf to a file once an editor saves it
 * atomically (a new file renamed over it), while a folder's watcher reports every name in it. A folder that
 * appears is watched from the next event on.
 */
export function watchDir(dir: string, onChange: () => void, debounceMs = 100): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, fs.FSWatcher>();
  const changed = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      for (const [folder, watcher] of watchers) {
        if (fs.existsSync(folder)) continue;
        watcher.close();
        watchers.delete(folder);
      }
      watchFolders(dir);
      onChange();
    }, debounceMs);
  };
  const watchFolders = (folder: string) => {
    if (!watchers.has(folder)) {
      try {
        const watcher = fs.watch(folder, changed);
        // the folder may vanish (a test's temp copy): its watcher goes, a new one comes if it returns
        watcher.on('error', () => {
          watcher.close();
          watchers.delete(folder);
        });
        watchers.set(folder, watcher);
      } catch {
        return;
      }
    }
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory()) watchFolders(path.join(folder, entry.name));
  };
  watchFolders(dir);
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
