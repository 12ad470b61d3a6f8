// An action-form's alternative (props.alternative): another form in its place, one of the block's children,
// reached by a link under the form and left by one under it; the only one when the account has no password.
import { useState } from 'react';
import type { UserProfile } from '@/src/core/account-api';
import type { Block, Text } from '@/src/core/schema-types';
import type { ActionFormSpec } from './spec';

export interface Alternative {
  form: Block;
  /** the alternative is drawn instead of the form */
  showing: boolean;
  /** the account has no password: there is no way back */
  forced: boolean;
  /** the profile is still loading: neither form yet, so the wrong one does not flash */
  pending: boolean;
  text: Text;
  back?: Text;
  show: () => void;
  hide: () => void;
}

export function useAlternative(spec: ActionFormSpec, block: Block, data: unknown, loading: boolean): Alternative | null {
  const [chosen, setChosen] = useState(false);
  const alt = spec.alternative;
  const form = alt ? block.blocks?.find((child) => child.id === alt.form) : undefined;
  if (!alt || !form) return null;
  const profile = data as Partial<UserProfile> | undefined;
  const forced = alt.noPassword === true && profile?.hasPassword === false;
  return {
    form,
    showing: forced || chosen,
    forced,
    pending: alt.noPassword === true && !profile && loading,
    text: alt.text,
    back: alt.back,
    show: () => setChosen(true),
    hide: () => setChosen(false),
  };
}
