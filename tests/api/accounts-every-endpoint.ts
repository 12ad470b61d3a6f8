// What every-endpoint.test.ts needs for the account calls: valid values of their required params, and for
// its success case the state a call needs (a solved captcha, a sent code, an account of its own).
import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '@/src/core/account-api';
import type { EndpointName } from '@/src/core/endpoints';
import { issueCode, type Channel } from '@/server/accounts/codes';
import { NOW } from './helpers';
import { encryptedPassword } from './candidates';
import { newMobile, quickAccount, solvedCaptcha, ticketFor } from './accounts-helpers';

const PORTAL = 1002;
const password = encryptedPassword(PORTAL);
const newPassword = encryptedPassword(PORTAL, 'Another#2026');
const captcha = { attrKey: 'every-endpoint-key', captcha: 'ABCD' };

/** Schema-valid params (the army portal 1002) of the account calls that require some. */
export const accountRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'captcha.generate': { attrKey: captcha.attrKey, random: '1' },
  'passport.domain': { domain: 'portal' },
  'user.toregist': { domain: 'portal' },
  'sso.loginDomain': { portal: PORTAL },
  'sso.loginUser': { ticket: 'not.signed' },
  'code.sendMobile': { mobile: '13900000001', purpose: 'regist', ...captcha },
  'code.sendEmail': { email: 'every@example.com', purpose: 'regist', ...captcha },
  'code.validateMobile': { mobile: '13900000001', code: '123456', purpose: 'regist' },
  'user.validateRegistMobile': { mobile: '13900000001' },
  'user.regist': { accountType: 'mobile', mobile: '13900000001', code: '123456', password, name: '新用户', agree: true },
  'forget.sendMail': { email: 'every@example.com', ...captcha },
  'forget.sendSms': { mobile: '13900000001', ...captcha },
  'forget.retrieveByMail': { email: 'every@example.com', code: '123456', password },
  'forget.retrieveByPhone': { mobile: '13900000001', code: '123456', password },
  'userinfo.changeName': { name: '新名字' },
  'userinfo.changePasswd': { oldPassword: password, password: newPassword },
  'userinfo.savePasswd': { code: '123456', password: newPassword },
  'userinfo.changeMobile': { mobile: '13900000001', code: '123456' },
  'userinfo.changeEmail': { email: 'every@example.com', code: '123456' },
  'userinfo.unsubscribe': { password },
};

let emails = 0;
const newEmail = () => `every-${process.pid}-${++emails}@example.com`;
const codeFor = (app: FastifyInstance, target: string, purpose: CodePurpose, channel: Channel = 'sms') =>
  issueCode(app.db, { portalId: PORTAL, target, purpose }, channel, NOW);

export interface Prepared {
  params: Record<string, unknown>;
  /** a session of its own, for the calls that change or delete the account */
  headers?: Record<string, string>;
}

/** The state the success case of an account call needs; undefined for the calls that need none. */
export async function prepareAccountCall(app: FastifyInstance, name: EndpointName): Promise<Prepared | undefined> {
  const own = async (fields: { email?: string } = {}) => (await quickAccount(app, PORTAL, fields)).headers;
  switch (name) {
    case 'code.sendMobile':
      return { params: { mobile: newMobile(), purpose: 'regist', ...(await solvedCaptcha(app, PORTAL)) } };
    case 'code.sendEmail':
      return { params: { email: newEmail(), purpose: 'regist', ...(await solvedCaptcha(app, PORTAL)) } };
    case 'forget.sendSms':
    case 'forget.sendMail':
      return { params: { ...(await solvedCaptcha(app, PORTAL)) } };
    case 'user.regist': {
      const mobile = newMobile();
      return { params: { mobile, code: await codeFor(app, mobile, 'regist') } };
    }
    case 'forget.retrieveByPhone': {
      const mobile = newMobile();
      await quickAccount(app, PORTAL, { mobile });
      return { params: { mobile, code: await codeFor(app, mobile, 'forget') } };
    }
    case 'forget.retrieveByMail': {
      const email = newEmail();
      await own({ email });
      return { params: { email, code: await codeFor(app, email, 'forget', 'email') } };
    }
    case 'sso.loginUser':
      return { params: { ticket: ticketFor(PORTAL, `sso-user-${process.pid}`) } };
    case 'userinfo.changeName':
    case 'userinfo.changePasswd':
    case 'userinfo.unsubscribe':
      return { params: {}, headers: await own() };
    case 'userinfo.savePasswd': {
      const session = await quickAccount(app, PORTAL);
      return { params: { code: await codeFor(app, session.user.mobile!, 'savePasswd') }, headers: session.headers };
    }
    case 'userinfo.changeMobile': {
      const mobile = newMobile();
      return { params: { mobile, code: await codeFor(app, mobile, 'changeMobile') }, headers: await own() };
    }
    case 'userinfo.changeEmail': {
      const email = newEmail();
      return { params: { email, code: await codeFor(app, email, 'changeEmail', 'email') }, headers: await own() };
    }
    default:
      return undefined;
  }
}
