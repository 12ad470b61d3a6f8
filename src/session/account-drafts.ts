// What an account leaves in this browser besides its session: the resume drafts its typing is kept in
// (src/forms/draft.ts writes them under these keys). Signing out removes them all; a sign-in removes those of
// every other account, so that a draft is only ever offered to the account that wrote it. A session that ends
// by 401 keeps them: the relogin that follows offers the typing back (docs/decisions/sessions-and-tokens.md).

export const DRAFT_PREFIX = 'resume_draft:';

const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** The portal and account a draft key names: resume_draft:{portalId}:{userId}:{templateId}. */
function ownerOf(key: string): { portalId: string; userId: string } | null {
  if (!key.startsWith(DRAFT_PREFIX)) return null;
  const [portalId, userId] = key.slice(DRAFT_PREFIX.length).split(':').map((part) => decodeURIComponent(part));
  return userId === undefined ? null : { portalId, userId };
}

/** Removes the portal's drafts, all of them or all but those of `keepUserId`. */
export function forgetDrafts(portalId: string, keepUserId?: string | number): void {
  const store = local();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) {
      const owner = ownerOf(key);
      if (owner && owner.portalId === portalId && (keepUserId === undefined || owner.userId !== String(keepUserId))) store.removeItem(key);
    }
  } catch {
    /* storage disabled: nothing was kept */
  }
}
