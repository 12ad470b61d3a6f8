// Which page each open notice was shown on: a notice belongs to its page, so leaving the page closes it
// (a notice about the last page misleads on this one). The path is read when the notice opens: a notice shown right after a navigate() call
// (the login's 登录成功, an action form's 已保存) already belongs to the page being opened and stays.

export interface NoticePages {
  /** remembers a notice opened now on `path` (the current page); close() is how to close it; returns its key */
  opened(close: (key: string) => void, path?: string): string;
  /** the notice has closed by itself */
  closed(key: string): void;
  /** closes every open notice, or those not shown at keepShownAt */
  clear(keepShownAt?: string): void;
}

export const currentPathname = (): string => globalThis.location?.pathname ?? '/';

export function createNoticePages(prefix: string): NoticePages {
  const open = new Map<string, { path: string; close: (key: string) => void }>();
  let serial = 0;
  return {
    opened(close, path = currentPathname()) {
      serial += 1;
      const key = `${prefix}-${serial}`;
      open.set(key, { path, close });
      return key;
    },
    closed(key) {
      open.delete(key);
    },
    clear(keepShownAt) {
      // oxlint-disable-next-line unicorn/no-useless-spread -- a copy: close() may open or close notices while this goes through them
      for (const [key, notice] of [...open]) {
        if (keepShownAt !== undefined && notice.path === keepShownAt) continue;
        open.delete(key);
        notice.close(key);
      }
    },
  };
}
