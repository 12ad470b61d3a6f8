import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
import { findAccountId, profileOf, revokeTokens, setPassword } from '@/server/accounts/accounts';
import { checkCode } from '@/server/accounts/codes';
import { codeInvalid, emailExists, mobileExists, notOwnAddress } from '@/server/accounts/errors';
import { emailOf, mobileOf, newPasswordOf } from '@/server/accounts/inputs';
import { requireOwnPassword } from '@/server/accounts/own-password';
import { codeProp, emailProp, mobileProp, passwordProp } from '@/server/accounts/schema-props';
import { deleteAccount } from '@/server/accounts/unsubscribe';
import { requireUser } from '@/server/auth/require-user';
import { hashToken, tokenFromHeaders } from '@/server/auth/tokens';
import type { PortalRow } from '@/server/portals/portal-queries';
import { notFound, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

type Name = Parameters<typeof doc>[0];
const auth = (name: Name, data: string, summary: string) => ({ ...doc(name, 'account', data, summary), headers: portalHeaders, querystring: params({}) });

async function caller(request: FastifyRequest): Promise<{ user: SessionUser; portal: PortalRow; tokenHash: string }> {
  const user = await requireUser(request);
  return { user, portal: await resolvePortal(request), tokenHash: hashToken(tokenFromHeaders(request.headers) ?? '') };
}

async function profile(app: FastifyInstance, userId: number) {
  const answer = await profileOf(app.db, userId);
  if (!answer) throw notFound('账号');
  return ok(answer);
}

export async function userinfoRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...routeOf('userinfo.info'),
    schema: auth('userinfo.info', 'UserProfile', "The caller's account"),
    handler: async (request) => profile(app, (await requireUser(request)).id),
  });

  app.route<{ Body: { name: string } }>({
    ...routeOf('userinfo.changeName'),
    schema: { ...auth('userinfo.changeName', 'UserProfile', 'Rename the account'), body: params({ name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } }, ['name']) },
    handler: async (request) => {
      const { user } = await caller(request);
      await app.db.updateTable('users').set({ name: request.body.name.trim() }).where('id', '=', user.id).execute();
      return profile(app, user.id);
    },
  });

  app.route<{ Body: { oldPassword: string; password: string } }>({
    ...routeOf('userinfo.changePasswd'),
    schema: {
      ...auth('userinfo.changePasswd', 'null', "Change the password with the old one; the account's other tokens are revoked"),
      body: params({ oldPassword: passwordProp, password: passwordProp }, ['oldPassword', 'password']),
    },
    handler: async (request) => {
      const { user, portal, tokenHash } = await caller(request);
      const password = await newPasswordOf(request.body.password, portal, [user.mobile, user.email, user.name]);
      await requireOwnPassword(request, portal, user.id, request.body.oldPassword);
      await setPassword(app.db, user.id, password);
      await revokeTokens(app.db, user.id, tokenHash);
      return ok(null);
    },
  });

  app.route<{ Body: { code: string; password: string } }>({
    ...routeOf('userinfo.savePasswd'),
    schema: {
      ...auth('userinfo.savePasswd', 'null', "Set a password without the old one, with a code sent to the account's mobile (or email) for savePasswd; other tokens are revoked"),
      body: params({ code: codeProp, password: passwordProp }, ['code', 'password']),
    },
    handler: async (request) => {
      const { user, portal, tokenHash } = await caller(request);
      const password = await newPasswordOf(request.body.password, portal, [user.mobile, user.email, user.name]);
      const target = user.mobile ?? user.email;
      if (!target) throw notOwnAddress();
      if (!(await checkCode(app.db, { portalId: portal.id, target, purpose: 'savePasswd' }, request.body.code.trim(), app.now(), true))) throw codeInvalid();
      await setPassword(app.db, user.id, password);
      await revokeTokens(app.db, user.id, tokenHash);
      return ok(null);
    },
  });

  for (const field of ['mobile', 'email'] as const) {
    const name = field === 'mobile' ? 'userinfo.changeMobile' : 'userinfo.changeEmail';
    const purpose = field === 'mobile' ? 'changeMobile' : 'changeEmail';
    app.route<{ Body: { mobile?: string; email?: string; code: string } }>({
      ...routeOf(name),
      schema: {
        ...auth(name, 'UserProfile', `Change the account's ${field} with a code sent to the new one (purpose ${purpose})`),
        body: params({ [field]: field === 'mobile' ? mobileProp : emailProp, code: codeProp }, [field, 'code']),
      },
      handler: async (request) => {
        const { user, portal } = await caller(request);
        const target = field === 'mobile' ? mobileOf(request.body.mobile ?? '') : emailOf(request.body.email ?? '');
        const owner = await findAccountId(app.db, { portalId: portal.id, domain: user.domain }, field, target);
        if (owner !== undefined && owner !== user.id) throw field === 'mobile' ? mobileExists() : emailExists();
        if (!(await checkCode(app.db, { portalId: portal.id, target, purpose }, request.body.code.trim(), app.now(), true))) throw codeInvalid();
        await app.db.updateTable('users').set({ [field]: target }).where('id', '=', user.id).execute();
        return profile(app, user.id);
      },
    });
  }

  app.route<{ Body: { password: string } }>({
    ...routeOf('userinfo.unsubscribe'),
    schema: {
      ...auth('userinfo.unsubscribe', 'null', 'Delete the account with its resume, files, favourites, applications and tokens'),
      body: params({ password: passwordProp }, ['password']),
    },
    handler: async (request) => {
      const { user, portal } = await caller(request);
      await requireOwnPassword(request, portal, user.id, request.body.password, '密码错误');
      await deleteAccount(app.db, user.id);
      return ok(null);
    },
  });
}
