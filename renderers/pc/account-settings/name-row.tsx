import { Button, Input } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { useNameEdit } from '@/renderers/common/account-settings/use-account';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

/** The name, and its inline edit (userinfo.changeName). */
export function NameRow({ ctx, name, reload }: { ctx: BlockContext; name: string; reload: () => void }) {
  const edit = useNameEdit(ctx, name, reload);
  const { draft, setDraft, empty, label } = edit;
  if (!edit.editing) {
    return (
      <div className="pc-account__row">
        <dt className="pc-account__label">{label}</dt>
        <dd className="pc-account__value">{name}</dd>
        <dd className="pc-account__action">
          <Button
            type="link"
            onClick={edit.start}
            aria-label={ctx.t('account.settings.editName')}
          >
            {ctx.t('account.settings.edit')}
          </Button>
        </dd>
      </div>
    );
  }
  return (
    <div className="pc-account__row pc-account__row--editing">
      <dt className="pc-account__label">
        <label htmlFor="pc-account-name">{label}</label>
      </dt>
      <dd className="pc-account__value">
        <Input
          id="pc-account-name"
          value={draft}
          maxLength={50}
          autoFocus
          status={empty ? 'error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={edit.save}
          aria-describedby={empty ? 'pc-account-name-error' : undefined}
        />
        {empty && (
          <div id="pc-account-name-error" className="pc-account__error" role="alert">
            {ctx.t('account.field.required', { label })}
          </div>
        )}
      </dd>
      <dd className="pc-account__action">
        <Button type="primary" loading={buttonBusy(edit.busy)} disabled={empty} onClick={edit.save}>
          {ctx.t('account.settings.save')}
        </Button>
        <Button onClick={edit.cancel} disabled={edit.busy}>
          {ctx.t('account.settings.cancel')}
        </Button>
      </dd>
    </div>
  );
}
