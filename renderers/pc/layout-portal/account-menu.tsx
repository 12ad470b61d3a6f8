import { useState } from 'react';
import { Badge, Dropdown, type MenuProps } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { useAccountMenu, type AccountMenuEntry } from '@/renderers/common/account-menu';
import { unreadLabel } from '@/renderers/common/unread-label';
import './account-menu.css';

function Caret() {
  return (
    <svg className="pc-account-menu__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function EntryLabel({ ctx, entry }: { ctx: BlockContext; entry: AccountMenuEntry }) {
  if (entry.kind === 'logout') return <span className="pc-account-menu__logout">{entry.label}</span>;
  if (entry.count === 0) return <>{entry.label}</>;
  return (
    <span className="pc-account-menu__entry">
      {entry.label}
      <span aria-hidden="true">
        <Badge count={entry.count} overflowCount={99} size="small" />
      </span>
      <span className="cm-visually-hidden">{`（${unreadLabel(ctx, entry.count)}）`}</span>
    </span>
  );
}

/**
 * The signed-in user's name in the pc header, opening the site file's account menu (antd Dropdown): Enter or
 * Space opens it with the first entry active, the arrows move, Escape closes it and gives focus back to the name.
 */
export function AccountMenu({ ctx }: { ctx: BlockContext }) {
  const { entries, choose } = useAccountMenu(ctx, 'pc');
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = entries.flatMap((entry) => [
    ...(entry.kind === 'logout' ? [{ type: 'divider' as const }] : []),
    { key: entry.key, label: <EntryLabel ctx={ctx} entry={entry} /> },
  ]);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((e) => e.key === key);
    setOpen(false);
    if (entry) choose(entry);
  };
  const name = ctx.user?.name ?? '';
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} open={open} onOpenChange={setOpen} autoFocus placement="bottomRight" overlayClassName="pc-account-menu">
      <button type="button" className="cm-account__name pc-account-menu__trigger" aria-haspopup="menu" aria-expanded={open} aria-label={ctx.t('account.menu.label', { name })}>
        <span>{name}</span>
        <Caret />
      </button>
    </Dropdown>
  );
}
