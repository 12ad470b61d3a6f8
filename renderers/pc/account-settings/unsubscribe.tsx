import { Alert, Button, Checkbox, Input, Modal } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { useUnsubscribe } from '@/renderers/common/account-settings/use-unsubscribe';
import { pcNotifier } from '@/renderers/pc/notifier';

/** Unsubscribing: the password and an explicit confirmation, then the session is forgotten and home is loaded afresh. */
export function Unsubscribe({ ctx, homePath }: { ctx: BlockContext; homePath: string }) {
  const { open, setOpen, password, setPassword, confirmed, setConfirmed, busy, close, submit } = useUnsubscribe(ctx, homePath, (text) => pcNotifier.message('success', text));
  return (
    <div className="pc-account__danger">
      <div>
        <h3 className="pc-account__danger-title">{ctx.t('account.unsubscribe.title')}</h3>
        <p className="pc-account__danger-text">{ctx.t('account.unsubscribe.summary')}</p>
      </div>
      <Button danger onClick={() => setOpen(true)}>
        {ctx.t('account.unsubscribe.title')}
      </Button>
      <Modal
        open={open}
        title={ctx.t('account.unsubscribe.title')}
        onCancel={close}
        onOk={() => void submit()}
        okText={ctx.t('account.unsubscribe.confirmButton')}
        cancelText={ctx.t('account.settings.cancel')}
        okButtonProps={{ danger: true, disabled: !password || !confirmed, loading: busy }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={ctx.t('account.unsubscribe.warning')} className="pc-account__warning" />
        <label className="pc-account__field" htmlFor="pc-unsubscribe-password">
          {ctx.t('account.unsubscribe.password')}
        </label>
        <Input.Password id="pc-unsubscribe-password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" maxLength={256} />
        <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} className="pc-account__confirm">
          {ctx.t('account.unsubscribe.confirm')}
        </Checkbox>
      </Modal>
    </div>
  );
}
