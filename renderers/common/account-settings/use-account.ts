// The kit-free part of account-settings: which change rows lead where, the name edit, and unsubscribing.
import { useState } from 'react';
import { request } from '@/src/api/client';
import type { UserProfile } from '@/src/core/account-api';
import type { Block } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { leavePage } from '@/src/runtime/leave-page';
import { logout } from '@/src/session/session';
import { refreshStoredUser } from '@/src/session/sign-in-with';
import { readCachedSiteConfig } from '@/src/site/site-config';
import { encryptForSite } from '@/src/site/site-cipher';
import { useVariantRoutes } from '@/renderers/common/variant-routes';

import type { RowKey, RowSpec } from '@/src/core/blocks/prop-types';

export type { RowKey, RowSpec } from '@/src/core/blocks/prop-types';

export interface ChangeRow {
  key: RowKey;
  /** a link to the page, when the variant has it */
  href?: string;
  to?: string;
  /** else the child block (an action-form whose id is the key), shown in a modal or popup */
  form?: Block;
}

const DEFAULT_ROWS: RowSpec[] = [
  { key: 'password', to: 'updatePasswd' },
  { key: 'email', to: 'updateEmail' },
  { key: 'phone', to: 'updatePhone' },
];

/**
 * Each row with where it leads on this variant: its page, else its form; neither (or, for a moment, while the
 * route file is not known yet) leaves the row without an action.
 */
export function useChangeRows(props: Record<string, unknown>, blocks: Block[] | undefined, ctx: BlockContext): ChangeRow[] {
  const routes = useVariantRoutes(ctx);
  const specs = Array.isArray(props.rows) ? (props.rows as RowSpec[]) : DEFAULT_ROWS;
  return specs.map((spec) => {
    if (!routes.ready) return { key: spec.key };
    if (spec.to && routes.has(spec.to)) {
      const to = routes.path(spec.to);
      return { key: spec.key, to, href: ctx.href(to) };
    }
    const form = blocks?.find((b) => b.id === spec.key);
    return form ? { key: spec.key, form } : { key: spec.key };
  });
}

/** The name's inline edit: userinfo.changeName, then the stored user and the profile follow. */
export function useNameEdit(ctx: BlockContext, name: string, reload: () => void) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [busy, setBusy] = useState(false);
  const save = async (name: string): Promise<boolean> => {
    const trimmed = name.trim();
    if (!trimmed || busy) return false;
    setBusy(true);
    try {
      const profile = await request<UserProfile>('userinfo.changeName', { name: trimmed });
      refreshStoredUser(ctx.site, { name: profile?.name ?? trimmed });
      setEditing(false);
      reload();
      // the same query again: the page's context is made anew and reads the stored user, so the header follows
      ctx.setQuery({});
      return true;
    } catch {
      return false; // shown by the client
    } finally {
      setBusy(false);
    }
  };
  // an edit starts from the name as it is now, not from what an earlier, cancelled edit left
  const start = () => {
    setDraft(name);
    setEditing(true);
  };
  const empty = draft.trim() === '';
  return { editing, busy, draft, setDraft, empty, label: ctx.t('account.name.label'), start, cancel: () => setEditing(false), save: () => void save(draft) };
}

/** userinfo.unsubscribe with the password (AES-encrypted like the login), then the session is forgotten here. */
export async function unsubscribe(ctx: BlockContext, password: string): Promise<boolean> {
  const secretKey = readCachedSiteConfig(ctx.site)?.secretKey;
  try {
    await request('userinfo.unsubscribe', { password: encryptForSite(password, { secretKey }) });
  } catch {
    return false;
  }
  logout(ctx.site);
  return true;
}

/** A full load of the home page, so that every block forgets the user. */
export function goHomeAfresh(ctx: BlockContext, homePath: string): void {
  leavePage.to(ctx.href(homePath));
}

export const rowTitleKey = (key: RowKey) => `account.settings.${key}`;
