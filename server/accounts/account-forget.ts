import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CANDIDATE_DOMAIN, findAccountId, revokeTokens, setPassword, type AddressField } from '@/server/accounts/accounts';
import { checkCode } from '@/server/accounts/codes';
import { codeInvalid } from '@/server/accounts/errors';
import { emailOf, mobileOf, newPasswordOf } from '@/server/accounts/inputs';
import { attrKeyProp, captchaProp, codeProp, emailProp, mobileProp, passwordProp } from '@/server/accounts/schema-props';
import { sendCode } from '@/server/accounts/send-code';
import { ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

type SendBody = Partial<Record<AddressField, string>> & { attrKey: string; captcha: string };
type RetrieveBody = Partial<Record<AddressField, string>> & { code: string; password: string };

const PROP = { mobile: mobileProp, email: emailProp };
const NAMES = { mobile: { send: 'forget.sendSms', retrieve: 'forget.retrieveByPhone' }, email: { send: 'forget.sendMail', retrieve: 'forget.retrieveByMail' } } as const;

/** A new password with a code (purpose forget) sent to the account's mobile or email; every token is revoked. */
async function retrieve(request: FastifyRequest<{ Body: RetrieveBody }>, field: AddressField): Promise<void> {
  const { db, now } = request.server;
  const portal = await resolvePortal(request);
  const target = field === 'mobile' ? mobileOf(request.body.mobile ?? '') : emailOf(request.body.email ?? '');
  // only what the page was given: the account's name would tell someone without the code who owns the address
  const password = await newPasswordOf(request.body.password, portal, [target]);
  // an unknown account has no code: it fails like a wrong code
  if (!(await checkCode(db, { portalId: portal.id, target, purpose: 'forget' }, request.body.code.trim(), now(), true))) throw codeInvalid();
  const userId = await findAccountId(db, { portalId: portal.id, domain: CANDIDATE_DOMAIN }, field, target);
  if (userId === undefined) throw codeInvalid();
  await setPassword(db, userId, password);
  await revokeTokens(db, userId);
}

export async function forgetRoutes(app: FastifyInstance): Promise<void> {
  for (const field of ['mobile', 'email'] as const) {
    const via = field === 'mobile' ? 'SMS' : 'mail';
    app.route<{ Body: SendBody }>({
      ...routeOf(NAMES[field].send),
      schema: {
        ...doc(NAMES[field].send, 'account', 'CodeSent', `Send a password recovery code by ${via}; the same answer whether or not the account exists`),
        headers: portalHeaders,
        body: params({ [field]: PROP[field], attrKey: attrKeyProp, captcha: captchaProp }, [field, 'attrKey', 'captcha']),
      },
      handler: async (request) => {
        const portal = await resolvePortal(request);
        const { attrKey, captcha } = request.body;
        return ok(await sendCode(request, portal, { field, value: request.body[field] ?? '', purpose: 'forget', attrKey, captcha }));
      },
    });

    app.route<{ Body: RetrieveBody }>({
      ...routeOf(NAMES[field].retrieve),
      schema: {
        ...doc(NAMES[field].retrieve, 'account', 'null', `Set a new password with the recovery code sent by ${via}; every token of the account is revoked`),
        headers: portalHeaders,
        body: params({ [field]: PROP[field], code: codeProp, password: passwordProp }, [field, 'code', 'password']),
      },
      handler: async (request) => {
        await retrieve(request, field);
        return ok(null);
      },
    });
  }
}
