// Email addresses as people have them (RFC 5321/5322), the one check of the browser and the server:
// - local part: a dot-atom (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~, in groups joined by
//   single dots), at most 64 characters; quoted local parts ("a b"@x) are refused: nobody types them;
// - domain: host-name labels of letters, digits and '-' (not first nor last), 1 to 63 characters each, at
//   least two of them, the last one letters only (2+, so .cn and .museum) or an IDN's xn-- form;
//   address literals (user@[10.0.0.1]) and non-ASCII text are refused (a candidate types the punycode form);
// - at most 254 characters in all (RFC 5321's path limit less its angle brackets).

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LABEL.test(labels[labels.length - 1]) && !labels[labels.length - 1].endsWith('-');
}
