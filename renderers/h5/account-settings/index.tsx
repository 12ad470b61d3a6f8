// account-settings (h5): the signed-in user's profile (userinfo.info) as a list: the name edited in place,
// rows to the pages that change the password, email and phone (else the schema's form in a popup),
// logging out and unsubscribing.
import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import type { UserProfile } from '@/src/core/account-api';
import { formatDate } from '@/src/core/format';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { refreshStoredUser } from '@/src/session/sign-in-with';
import { logoutEverywhere } from '@/src/session/logout';
import { ActionFormHost } from '@/renderers/common/action-form/host';
import { FormFrame } from '@/renderers/common/form-frame';
import { goHomeAfresh, rowTitleKey, useChangeRows, type ChangeRow } from '@/renderers/common/account-settings/use-account';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { AccountRow } from './account-row';
import { NameItem } from './name-item';
import { Unsubscribe } from './unsubscribe';
import './account-settings.css';

export default function AccountSettings({ ctx, props, block, data, loading, error, reload, renderBlocks }: BlockProps<UserProfile, PropsFor<'account-settings'>>) {
  const rows = useChangeRows(props, block.blocks, ctx);
  const [open, setOpen] = useState<ChangeRow | null>(null);
  const home = ctx.homePath;

  const done = (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'id' in answer) refreshStoredUser(ctx.site, answer as UserProfile);
    setOpen(null);
    reload();
  };
  const value = (key: ChangeRow['key'], profile: UserProfile) => {
    if (key === 'password') return ctx.t(profile.hasPassword ? 'account.settings.passwordSet' : 'account.settings.passwordUnset');
    return (key === 'email' ? profile.email : profile.mobile) || ctx.t('account.settings.unbound');
  };

  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data} rows={5}>
      {data && (
        <section className="h5-account" aria-label={ctx.t('account.settings.title')}>
          <div className="h5-account__list">
            <NameItem ctx={ctx} name={data.name} reload={reload} />
            {rows.map((row) => (
              <AccountRow key={row.key} ctx={ctx} label={ctx.t(rowTitleKey(row.key))} value={value(row.key, data)} to={row.to} onClick={row.form && !row.to ? () => setOpen(row) : undefined} />
            ))}
            {data.createdAt && <AccountRow ctx={ctx} label={ctx.t('account.settings.createdAt')} value={formatDate(data.createdAt, ctx.timeZone)} />}
          </div>
          {props.unsubscribe && (
            <div className="h5-account__list">
              <Unsubscribe ctx={ctx} homePath={home} />
            </div>
          )}
          <div className="h5-account__logout">
            <Button block shape="rounded" size="large" onClick={() => void logoutEverywhere(ctx.site).finally(() => goHomeAfresh(ctx, home))}>
              {ctx.t('layout.logout')}
            </Button>
          </div>
          <Popup visible={open !== null} onMaskClick={() => setOpen(null)} onClose={() => setOpen(null)} bodyClassName="h5-account__popup" showCloseButton destroyOnClose>
            {open && <h3 className="h5-account__popup-title">{ctx.t(rowTitleKey(open.key))}</h3>}
            <ActionFormHost.Provider value={{ onSuccess: done }}>
              <FormFrame.Provider value>{open?.form ? renderBlocks([open.form]) : null}</FormFrame.Provider>
            </ActionFormHost.Provider>
          </Popup>
        </section>
      )}
    </BlockState>
  );
}
