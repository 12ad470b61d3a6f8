// account-settings (pc): the signed-in user's profile (userinfo.info), the name edited in place, rows that
// change the password, email and phone (a link to the variant's page, else the schema's form in a modal),
// and unsubscribing.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import type { UserProfile } from '@/src/core/account-api';
import { formatDate } from '@/src/core/format';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { refreshStoredUser } from '@/src/session/sign-in-with';
import { AppLink } from '@/renderers/common/app-link';
import { ActionFormHost } from '@/renderers/common/action-form/host';
import { FormFrame } from '@/renderers/common/form-frame';
import { rowTitleKey, useChangeRows, type ChangeRow } from '@/renderers/common/account-settings/use-account';
import { blockState } from '@/renderers/pc/shared/block-state';
import { NameRow } from './name-row';
import { Unsubscribe } from './unsubscribe';
import './account-settings.css';

function rowValue(key: ChangeRow['key'], profile: UserProfile, t: BlockProps['ctx']['t']): string {
  if (key === 'password') return t(profile.hasPassword ? 'account.settings.passwordSet' : 'account.settings.passwordUnset');
  const value = key === 'email' ? profile.email : profile.mobile;
  return value || t('account.settings.unbound');
}

export default function AccountSettings(blockProps: BlockProps<UserProfile, PropsFor<'account-settings'>>) {
  const { ctx, props, block, data, reload, renderBlocks } = blockProps;
  const rows = useChangeRows(props, block.blocks, ctx);
  const [open, setOpen] = useState<ChangeRow | null>(null);
  const state = blockState(blockProps as BlockProps<unknown>, { empty: !data, rows: 5 });
  if (state || !data) return state;
  const title = props.title ? ctx.t(props.title as Text) : '';

  const done = (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'id' in answer) refreshStoredUser(ctx.site, answer as UserProfile);
    setOpen(null);
    reload();
  };
  const bound = (key: ChangeRow['key']) => (key === 'email' ? !!data.email : key === 'phone' ? !!data.mobile : data.hasPassword);
  const unsetText = (key: ChangeRow['key']) => (key === 'password' ? 'account.settings.set' : 'account.settings.bind');
  const actionText = (row: ChangeRow) => ctx.t(bound(row.key) ? 'account.settings.change' : unsetText(row.key));
  const actionName = (row: ChangeRow) => ctx.t('account.settings.actionOn', { action: actionText(row), item: ctx.t(rowTitleKey(row.key)) });

  return (
    <section className="pc-account pc-card" aria-label={title || ctx.t('account.settings.title')}>
      {title && <h2 className="pc-account__title">{title}</h2>}
      <dl className="pc-account__list">
        <NameRow ctx={ctx} name={data.name} reload={reload} />
        {rows.map((row) => (
          <div className="pc-account__row" key={row.key}>
            <dt className="pc-account__label">{ctx.t(rowTitleKey(row.key))}</dt>
            <dd className="pc-account__value">{rowValue(row.key, data, ctx.t)}</dd>
            <dd className="pc-account__action">
              {row.to && (
                <AppLink ctx={ctx} to={row.to} className="pc-account__link" aria-label={actionName(row)}>
                  {actionText(row)}
                </AppLink>
              )}
              {!row.to && row.form && (
                <Button type="link" onClick={() => setOpen(row)} aria-label={actionName(row)}>
                  {actionText(row)}
                </Button>
              )}
            </dd>
          </div>
        ))}
        {data.createdAt && (
          <div className="pc-account__row">
            <dt className="pc-account__label">{ctx.t('account.settings.createdAt')}</dt>
            <dd className="pc-account__value">{formatDate(data.createdAt, ctx.timeZone)}</dd>
          </div>
        )}
      </dl>
      {props.unsubscribe && <Unsubscribe ctx={ctx} homePath={ctx.homePath} />}
      <Modal open={open !== null} title={open ? actionName(open) : ''} onCancel={() => setOpen(null)} footer={null} destroyOnHidden width={520}>
        <ActionFormHost.Provider value={{ onSuccess: done }}>
          <FormFrame.Provider value>{open?.form ? renderBlocks([open.form]) : null}</FormFrame.Provider>
        </ActionFormHost.Provider>
      </Modal>
    </section>
  );
}
