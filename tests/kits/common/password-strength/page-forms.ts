// Tests only: the action-forms with a new password in the four pages that set one (regist, changepass,
// updatePasswd, forgetpassword), read from the real page schemas.
import register from '@/schemas/pages/register.json';
import changePassword from '@/schemas/pages/change-password.json';
import updatePassword from '@/schemas/pages/update-password.json';
import forgetPassword from '@/schemas/pages/forget-password.json';

interface SchemaBlock {
  type: string;
  id?: string;
  props?: Record<string, unknown>;
  blocks?: SchemaBlock[];
}

function newPasswordForms(block: SchemaBlock): SchemaBlock[] {
  const own = block.type === 'action-form' && (block.props!.fields as Array<{ kind: string }>).some((f) => f.kind === 'new-password') ? [block] : [];
  return [...own, ...(block.blocks ?? []).flatMap(newPasswordForms)];
}

const PAGES = { regist: register, changepass: changePassword, updatePasswd: updatePassword, forgetpassword: forgetPassword };

/** [route, form id, the form's props] of every new-password form of the four pages. */
export const NEW_PASSWORD_FORMS: Array<[string, string, Record<string, unknown>]> = Object.entries(PAGES).flatMap(([route, page]) =>
  (page.blocks as SchemaBlock[]).flatMap(newPasswordForms).map((b): [string, string, Record<string, unknown>] => [route, b.id ?? 'main', b.props ?? {}]),
);
