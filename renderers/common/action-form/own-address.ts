// A code sent to the signed-in account's own mobile or email (send.own): where it goes and how the form names it.
import type { EndpointName } from '@/src/core/endpoints';
import type { CodeSendSpec } from './spec';

export interface OwnAddress {
  mobile?: string;
  email?: string;
}

/** The account's addresses: the block's userinfo.info when loaded, else the session's user. */
export function ownAddress(...sources: unknown[]): OwnAddress {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const { mobile, email } = source as OwnAddress;
    if (mobile || email) return { mobile: mobile || undefined, email: email || undefined };
  }
  return {};
}

/** The call and its address param: the own mobile, or the own email (code.sendEmail) when there is no mobile. */
export function ownTarget(send: CodeSendSpec, own: OwnAddress): { endpoint: EndpointName; params: Record<string, string> } | null {
  if (send.endpoint === 'code.sendMobile' && !own.mobile && own.email) return { endpoint: 'code.sendEmail', params: { email: own.email } };
  if (send.endpoint === 'code.sendEmail' || send.endpoint === 'forget.sendMail') return own.email ? { endpoint: send.endpoint, params: { email: own.email } } : null;
  return own.mobile ? { endpoint: send.endpoint, params: { mobile: own.mobile } } : null;
}

/** The address as shown beside the field: 139****5678, l***@example.cn. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, 1)}***${address.slice(at)}`;
  return address.length >= 7 ? `${address.slice(0, 3)}****${address.slice(-4)}` : address;
}

/** The masked address a send.own code goes to, or undefined when the account has none for it. */
export function ownTargetText(send: CodeSendSpec, own: OwnAddress): string | undefined {
  const target = ownTarget(send, own);
  const address = target?.params.mobile ?? target?.params.email;
  return address ? maskAddress(address) : undefined;
}
