// What every-endpoint.test.ts needs for the admins' calls: schema-valid values of their required params, and for
// its success case the army portal's admin (吴刚) with an account and a unit of that portal to act on.
import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@/src/core/endpoints';
import { reviewerLogin } from './review-helpers';

const ACCOUNT = { name: '接口测试账号', mobile: '13900000098', roles: ['reviewer'], unitIds: [8] };

/** Schema-valid params of the admin calls that require some (ids that need not exist). */
export const adminRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'admin.savePortal': { values: {} },
  'admin.saveUnit': { values: {} },
  'admin.saveAccount': { values: ACCOUNT },
  'admin.disableAccount': { userId: 1, disabled: true },
  'admin.resetPassword': { userId: 1 },
  'admin.account': { userId: 1 },
  'admin.unit': { unitId: 8 },
};

/** The params and the admin's headers of an admin call's success case; undefined for other calls. */
export async function prepareAdminCall(app: FastifyInstance, name: EndpointName): Promise<{ params: Record<string, unknown>; headers: Record<string, string> } | undefined> {
  if (!name.startsWith('admin.')) return undefined;
  const wu = await reviewerLogin(app, { portalId: 1002, mobile: '13900000032' });
  // 孙悦, a reviewer of portal 1002
  const sun = await app.db.selectFrom('users').select('id').where('portal_id', '=', 1002).where('mobile', '=', '13900000012').executeTakeFirstOrThrow();
  const params: Partial<Record<EndpointName, Record<string, unknown>>> = {
    'admin.savePortal': { values: { name: '军队人才招聘网', names: { 'en-US': 'Military Talent Recruitment Portal' } } },
    'admin.saveUnit': { values: { name: '接口测试单位', code: 'EP-UNIT', parentId: 8 } },
    'admin.saveAccount': { values: ACCOUNT },
    'admin.disableAccount': { userId: sun.id, disabled: false },
    'admin.resetPassword': { userId: sun.id },
    'admin.account': { userId: sun.id },
    'admin.unit': { unitId: 8 },
  };
  return { params: params[name] ?? {}, headers: wu.headers };
}
