// What a new password must not hold (ASVS V2.1, zxcvbn's user inputs): the mobile, email and name typed in
// the form (registration, recovery) and the signed-in account's own (password changes). The server checks
// the same ones: user.regist the typed address and name, forget.* the typed address, userinfo.* the account's.
import type { FormValues } from './request-body';
import type { OwnAddress } from './own-address';
import type { FieldSpec } from './spec';

const PERSONAL_KINDS: FieldSpec['kind'][] = ['mobile', 'email', 'name'];

export function personalInputsOf(fields: FieldSpec[], values: FormValues, own: OwnAddress, userName: string | undefined): string[] {
  const typed = fields.filter((f) => PERSONAL_KINDS.includes(f.kind)).map((f) => values[f.name]);
  return [...typed, own.mobile, own.email, userName].filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}
