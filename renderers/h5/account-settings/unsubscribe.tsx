import { Button, Checkbox, Input, Popup, Toast } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { useUnsubscribe } from '@/renderers/common/account-settings/use-unsubscribe';
import { AccountRow } from './account-row';

/** Unsubscribing: the password and an explicit confirmation, then the session is forgotten and home is loaded afresh. */
export function Unsubscribe({ ctx, homePath }: { ctx: BlockContext; homePath: string }) {
  const { open, setOpen, password, setPassword, confirmed, setConfirmed, busy, close, submit } = useUnsubscribe(ctx, homePath, (text) => Toast.show({ icon: 'success', content: text }));
  return (
    <>
      <AccountRow ctx={ctx} label={ctx.t('account.unsubscribe.title')} onClick={() => setOpen(true)} className="h5-account__danger" />
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="h5-account__popup" showCloseButton>
        <h3 className="h5-account__popup-title">{ctx.t('account.unsubscribe.title')}</h3>
        <p className="h5-account__warning" role="note">
          {ctx.t('account.unsubscribe.warning')}
        </p>
        <label className="h5-account__field" htmlFor="h5-unsubscribe-password">
          {ctx.t('account.unsubscribe.password')}
        </label>
        <Input id="h5-unsubscribe-password" type="password" value={password} onChange={setPassword} autoComplete="current-password" maxLength={256} className="h5-account__input" />
        <Checkbox checked={confirmed} onChange={setConfirmed} className="h5-account__confirm">
          {ctx.t('account.unsubscribe.confirm')}
        </Checkbox>
        <Button block color="danger" loading={busy} disabled={!password || !confirmed} onClick={() => void submit()}>
          {ctx.t('account.unsubscribe.confirmButton')}
        </Button>
      </Popup>
    </>
  );
}
