// The candidate never loses typing: the resume form's values are kept in localStorage as a draft while they
// type (at most one write per 500 ms, and at once when the page is hidden or the form unmounts), and offered
// back when the page opens again with a draft that differs from the saved resume and is newer than it.
import { useEffect, useMemo } from 'react';
import { onFormValuesChange } from '@formily/core';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { ResumeValues } from '@/src/core/resume-types';
import { stableJson } from '@/src/api/stable-json';
import { DRAFT_PREFIX } from '@/src/session/account-drafts';

/** At most one localStorage write per this many ms while the candidate types. */
export const DRAFT_WAIT_MS = 500;

export interface Draft {
  values: ResumeValues;
  /** ISO 8601 time of the write */
  savedAt: string;
}

/** One draft per portal, user and template: resume_draft:{portalId}:{userId}:{templateId}. */
export function draftKey({ portalId, userId, templateId }: { portalId: string | number; userId: string | number; templateId: string }): string {
  return DRAFT_PREFIX + [portalId, userId, templateId].map((part) => encodeURIComponent(String(part))).join(':');
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** Writes the draft; false when storage is off or full (the form keeps working, only the draft is lost). */
export function saveDraft(key: string, values: ResumeValues, now: Date = new Date()): boolean {
  try {
    const store = storage();
    if (!store) return false;
    const draft: Draft = { values, savedAt: now.toISOString() };
    store.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The draft under `key`; null when there is none or what is stored is not a draft. */
export function readDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft> | null;
    const values = parsed?.values;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    if (typeof parsed?.savedAt !== 'string' || Number.isNaN(Date.parse(parsed.savedAt))) return null;
    return { values, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* storage disabled: nothing was kept */
  }
}

/**
 * The draft to offer back, or null: only one whose values differ from the server's (key order aside) and
 * that was written after the server's updatedAt (any draft is newer than a resume never saved: null).
 */
export function draftToOffer(key: string, server: { values: ResumeValues | null | undefined; updatedAt: string | null | undefined }): Draft | null {
  const draft = readDraft(key);
  if (!draft) return null;
  if (stableJson(draft.values) === stableJson(server.values ?? {})) return null;
  const updated = server.updatedAt ? Date.parse(server.updatedAt) : Number.NaN;
  if (!Number.isNaN(updated) && Date.parse(draft.savedAt) <= updated) return null;
  return draft;
}

export interface DraftWriter {
  /** writes a pending change now */
  flush(): void;
  /** drops a pending change and the stored draft (after a successful save) */
  clear(): void;
}

/** The writes of useDraft: its timer and last write live in this closure, not in React state. */
function draftWriter(form: Form, key: string | null, wait: number): DraftWriter & { schedule(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = 0;
  const write = () => {
    timer = undefined;
    lastWrite = Date.now();
    if (key) saveDraft(key, toJS(form.values) as ResumeValues);
  };
  return {
    schedule() {
      if (timer !== undefined) return;
      timer = setTimeout(write, Math.max(0, lastWrite + wait - Date.now()));
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (key) clearDraft(key);
    },
  };
}

/**
 * Keeps `form`'s values as the draft under `key` (no-op while key is null, e.g. before the user is known):
 * a change is written at once when the last write is `wait` ms old, else when it becomes so, and the changes
 * in between ride along in that one write (the latest values): typing for a minute writes about twice a
 * second, never on every keystroke. A pending write is flushed when the page is hidden (pagehide,
 * visibilitychange) and when the form unmounts or the key changes.
 */
export function useDraft(form: Form, key: string | null, wait: number = DRAFT_WAIT_MS): DraftWriter {
  const writer = useMemo(() => draftWriter(form, key, wait), [form, key, wait]);

  useEffect(() => {
    if (!key) return;
    const id = Symbol('resume-draft');
    form.addEffects(id, () => onFormValuesChange(() => writer.schedule()));
    const onHide = () => writer.flush();
    const onVisibility = () => {
      if (globalThis.document?.visibilityState === 'hidden') writer.flush();
    };
    globalThis.addEventListener?.('pagehide', onHide);
    globalThis.document?.addEventListener('visibilitychange', onVisibility);
    return () => {
      form.removeEffects(id);
      globalThis.removeEventListener?.('pagehide', onHide);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      writer.flush();
    };
  }, [form, key, writer]);

  return useMemo(() => ({ flush: writer.flush, clear: writer.clear }), [writer]);
}
