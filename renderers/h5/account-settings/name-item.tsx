import { Button } from 'antd-mobile';
import { ClearableInput } from '@/renderers/h5/shared/clearable-input';
import type { BlockContext } from '@/src/runtime/block-props';
import { useNameEdit } from '@/renderers/common/account-settings/use-account';
import { AccountRow } from './account-row';

/** The name, and its inline edit (userinfo.changeName). */
export function NameItem({ ctx, name, reload }: { ctx: BlockContext; name: string; reload: () => void }) {
  const edit = useNameEdit(ctx, name, reload);
  const { draft, setDraft, empty, label } = edit;
  if (!edit.editing) {
    return (
      <AccountRow
        ctx={ctx}
        label={label}
        value={name}
        onClick={edit.start}
        ariaLabel={`${ctx.t('account.settings.editName')} ${name}`}
      />
    );
  }
  return (
    <div className="h5-account__row h5-account__row--editing">
      <label className="h5-account__name-label" htmlFor="h5-account-name">
        {label}
      </label>
      <ClearableInput id="h5-account-name" className="h5-account__input" value={draft} onChange={setDraft} maxLength={50} autoFocus clearLabel={ctx.t('h5.form.clear')} onEnterPress={edit.save} />
      {empty && (
        <span className="h5-account__error" role="alert">
          {ctx.t('account.field.required', { label })}
        </span>
      )}
      <span className="h5-account__edit-actions">
        <Button size="small" color="primary" loading={edit.busy} disabled={empty} onClick={edit.save}>
          {ctx.t('account.settings.save')}
        </Button>
        <Button size="small" onClick={edit.cancel} disabled={edit.busy}>
          {ctx.t('account.settings.cancel')}
        </Button>
      </span>
    </div>
  );
}
