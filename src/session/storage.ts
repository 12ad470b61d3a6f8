// JSON over Web Storage that never throws: storage may be disabled (private mode, quota, sandboxed frame).
type StorageKind = 'local' | 'session';

function pick(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(kind: StorageKind, key: string): T | null {
  try {
    const raw = pick(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    pick(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    /* the value then lasts for this call only */
  }
}

export function readText(kind: StorageKind, key: string): string | null {
  try {
    return pick(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(kind: StorageKind, key: string, value: string): void {
  try {
    pick(kind)?.setItem(key, value);
  } catch {
    /* see writeJson */
  }
}

export function removeKey(kind: StorageKind, key: string): void {
  try {
    pick(kind)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
