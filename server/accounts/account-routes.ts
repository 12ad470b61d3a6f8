import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './account-captcha';
import { codeRoutes } from './account-codes';
import { forgetRoutes } from './account-forget';
import { passportInfoRoutes } from './account-passport';
import { registRoutes } from './account-regist';
import { ssoRoutes } from './account-sso';
import { testHelperRoutes } from './account-test-helpers';
import { userinfoRoutes } from './account-userinfo';

/** The account calls (docs/api-contract.md, "Accounts"). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [captchaRoutes, passportInfoRoutes, codeRoutes, registRoutes, forgetRoutes, ssoRoutes, userinfoRoutes]) {
    await app.register(routes);
  }
  // read when the server is built, so that a test can build one without them
  if (process.env.NODE_ENV === 'test') await app.register(testHelperRoutes);
}
