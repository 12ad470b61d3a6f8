import type { FastifyInstance } from 'fastify';
import type { RegistBody } from '@/src/core/account-api';
import { CANDIDATE_DOMAIN, createAccount, findAccountId } from '@/server/accounts/accounts';
import { checkCode } from '@/server/accounts/codes';
import { codeInvalid, emailExists, mobileExists, privacyRequired, registClosed } from '@/server/accounts/errors';
import { emailOf, mobileOf, newPasswordOf } from '@/server/accounts/inputs';
import { codeProp, emailProp, mobileProp, passwordProp } from '@/server/accounts/schema-props';
import { hashPassword } from '@/server/auth/password';
import { signIn } from '@/server/auth/sign-in';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

const missing = (what: string) => new ApiError('BAD_REQUEST', `请填写${what}`, 2, 400);

export async function registRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: RegistBody }>({
    ...routeOf('user.regist'),
    schema: {
      ...doc('user.regist', 'account', 'SignedIn', 'Register a candidate with a code sent to the mobile or email (purpose regist) and sign in'),
      headers: portalHeaders,
      body: params(
        {
          accountType: { type: 'string', enum: ['mobile', 'email'] },
          mobile: mobileProp,
          email: emailProp,
          code: codeProp,
          password: passwordProp,
          name: { type: 'string', minLength: 1, maxLength: 50 },
          agree: { type: 'boolean', description: 'the privacy text (user.toregist) was accepted' },
        },
        ['accountType', 'code', 'password', 'name', 'agree'],
      ),
    },
    handler: async (request) => {
      const { db, now } = request.server;
      const portal = await resolvePortal(request);
      const body = request.body;
      if (!portal.domains.includes(CANDIDATE_DOMAIN)) throw registClosed();
      if (!body.agree) throw privacyRequired();
      const name = body.name.trim();
      if (!name) throw missing('姓名');
      const field = body.accountType;
      const sent = field === 'mobile' ? body.mobile : body.email;
      if (!sent) throw missing(field === 'mobile' ? '手机号' : '邮箱');
      const target = field === 'mobile' ? mobileOf(sent) : emailOf(sent);
      const password = await newPasswordOf(body.password, portal, [target, name]);
      const key = { portalId: portal.id, domain: CANDIDATE_DOMAIN };
      if (await findAccountId(db, key, field, target)) throw field === 'mobile' ? mobileExists() : emailExists();
      if (!(await checkCode(db, { portalId: portal.id, target, purpose: 'regist' }, body.code.trim(), now(), true))) throw codeInvalid();
      const userId = await createAccount(db, { ...key, name, [field]: target, passwordHash: await hashPassword(password), createdAt: now().toISOString() });
      return ok(await signIn(request, portal, CANDIDATE_DOMAIN, userId));
    },
  });
}
