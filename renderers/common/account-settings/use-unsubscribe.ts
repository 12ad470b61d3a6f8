import { useState } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';
import { goHomeAfresh, unsubscribe } from './use-account';

/**
 * The unsubscribe dialog's state: the password and an explicit confirmation; on success `announce` (the kit's
 * toast or message), the session is forgotten and home is loaded afresh; a refusal empties the password.
 */
export function useUnsubscribe(ctx: BlockContext, homePath: string, announce: (text: string) => void) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setPassword('');
    setConfirmed(false);
  };
  const submit = async () => {
    setBusy(true);
    const done = await unsubscribe(ctx, password);
    setBusy(false);
    if (!done) {
      setPassword('');
      return;
    }
    announce(ctx.t('account.unsubscribe.done'));
    goHomeAfresh(ctx, homePath);
  };
  return { open, setOpen, password, setPassword, confirmed, setConfirmed, busy, close, submit };
}
