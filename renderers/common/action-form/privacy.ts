import { useState } from 'react';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { RegisterInfo } from '@/src/core/account-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import type { FieldSpec } from './spec';

export interface PrivacyText {
  open: boolean;
  show: () => void;
  hide: () => void;
  loading: boolean;
  title: string;
  /** sanitised HTML of the privacy text */
  html: string;
}

type Answer = RegisterInfo | { title: string; bodyHtml: string };

/** The privacy text of an agree field, fetched the first time it is opened (user.toregist or tidings.privacy). */
export function usePrivacy(field: FieldSpec | undefined, ctx: BlockContext): PrivacyText {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const name = field && wanted ? (field.privacy ?? 'user.toregist') : null;
  const { data, isLoading } = useEndpoint<Answer>(name, name === 'user.toregist' ? { domain: ctx.site.domain } : {});
  const text = data ? ('privacy' in data ? data.privacy : data) : undefined;
  return {
    open,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
    loading: isLoading,
    title: text?.title ?? ctx.t('account.agree.privacy'),
    html: text ? sanitizeHtml(text.bodyHtml ?? '') : '',
  };
}
