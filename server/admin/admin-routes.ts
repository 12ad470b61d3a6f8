// The admins' calls (domain censor, role admin): the unit tree, the censor accounts, the audit log of their portal.
import type { FastifyInstance } from 'fastify';
import { CENSOR_ROLES } from '@/src/core/envelope';
import type { EndpointName } from '@/src/core/endpoints';
import { bodyId } from '@/server/applications/caller';
import { ok } from '@/server/http/envelope';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders, type Paging } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';
import { listAccounts, readAccount, resetPassword, saveAccount, setDisabled, type AccountValues } from './account-admin';
import { requireAdmin } from './admin-scope';
import { readAudit } from './audit-read';
import { portalNames, savePortalNames } from './portal-admin';
import { listUnitsForAdmin, readUnit, saveUnit } from './unit-admin';

const adminDoc = (name: EndpointName, data: string, summary: string) => ({ ...doc(name, 'admin', data, `${summary}. A censor account with the admin role, in its own portal`), headers: portalHeaders });

const accountValues = {
  type: 'object',
  required: ['name', 'mobile', 'roles', 'unitIds'],
  properties: {
    name: { type: 'string', maxLength: 50 },
    mobile: { type: 'string', maxLength: 20 },
    email: { type: ['string', 'null'], maxLength: 100 },
    ssoAccount: { type: ['string', 'null'], maxLength: 100, description: 'the account at the identity provider: no password then' },
    roles: { type: 'array', maxItems: 3, items: { type: 'string', enum: [...CENSOR_ROLES] } },
    unitIds: { type: 'array', maxItems: 200, items: bodyId },
  },
} as const;

type AuditQuery = Paging & { entity?: string; entityId?: string; action?: string; actor?: string; from?: string; to?: string };

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...routeOf('admin.portal'),
    schema: { ...adminDoc('admin.portal', '{ name, names }', "The portal's name (Chinese) and its names in other languages"), querystring: params({}) },
    handler: async (request) => ok(await portalNames(app.db, (await requireAdmin(request)).portal.id)),
  });

  app.route<{ Body: { values: unknown } }>({
    ...routeOf('admin.savePortal'),
    schema: { ...adminDoc('admin.savePortal', '{ name, names }', "Rename the portal: values { name (Chinese), names: { 'en-US': ... } }"), body: params({ values: { type: 'object' } }, ['values']) },
    handler: async (request) => ok(await savePortalNames(app.db, await requireAdmin(request), request.body.values)),
  });

  app.route({
    ...routeOf('admin.units'),
    schema: {
      ...adminDoc('admin.units', '{ unitId, name, code, parentId, parentName, depth, city, industry, intro, logoText }[]', "Every unit of the portal in the tree's order (each unit followed by those below it; depth 0 at the top)"),
      querystring: params({}),
    },
    handler: async (request) => ok(await listUnitsForAdmin(app.db, (await requireAdmin(request)).portal.id)),
  });

  app.route<{ Params: { unitId: string } }>({
    ...routeOf('admin.unit'),
    schema: { ...adminDoc('admin.unit', '{ unitId, values }', 'One unit as its form reads it (values as admin.saveUnit takes them)'), params: { type: 'object', properties: { unitId: idString }, required: ['unitId'] }, querystring: params({}) },
    handler: async (request) => ok(await readUnit(app.db, (await requireAdmin(request)).portal.id, Number(request.params.unitId))),
  });

  app.route<{ Body: { unitId?: number; values: unknown } }>({
    ...routeOf('admin.saveUnit'),
    schema: { ...adminDoc('admin.saveUnit', '{ unitId }', 'Create (no unitId) or change a unit; every bad field named (HTTP 400)'), body: params({ unitId: bodyId, values: { type: 'object' } }, ['values']) },
    handler: async (request) => ok(await saveUnit(app.db, await requireAdmin(request), request.body.values, request.body.unitId)),
  });

  app.route<{ Querystring: { keyword?: string } }>({
    ...routeOf('admin.accounts'),
    schema: { ...adminDoc('admin.accounts', 'AccountRead[]', 'The censor accounts (at most 500), with roles and units (ids and names)'), querystring: params({ keyword: { ...keywordProp, description: 'part of the name or mobile' } }) },
    handler: async (request) => {
      const { portal, user } = await requireAdmin(request);
      return ok(await listAccounts(app.db, portal.id, blankToUndefined(request.query.keyword), user.id));
    },
  });

  app.route<{ Params: { userId: string } }>({
    ...routeOf('admin.account'),
    schema: {
      ...adminDoc('admin.account', '{ userId, values, disabled, mustChangePassword, unitNames }', 'One censor account as its form reads it (values as admin.saveAccount takes them)'),
      params: { type: 'object', properties: { userId: idString }, required: ['userId'] },
      querystring: params({}),
    },
    handler: async (request) => ok(await readAccount(app.db, (await requireAdmin(request)).portal.id, Number(request.params.userId))),
  });

  app.route<{ Body: { userId?: number; values: AccountValues } }>({
    ...routeOf('admin.saveAccount'),
    schema: {
      ...adminDoc('admin.saveAccount', '{ userId, firstPassword? }', 'Create (no userId: a first password is made, shown this once, to be changed at first sign-in) or change a censor account'),
      body: params({ userId: bodyId, values: accountValues }, ['values']),
    },
    handler: async (request) => ok(await saveAccount(app.db, await requireAdmin(request), request.body.values, request.body.userId)),
  });

  app.route<{ Body: { userId: number; disabled: boolean } }>({
    ...routeOf('admin.disableAccount'),
    schema: { ...adminDoc('admin.disableAccount', 'null', 'Disable (its sessions end at once) or enable an account'), body: params({ userId: bodyId, disabled: { type: 'boolean' } }, ['userId', 'disabled']) },
    handler: async (request) => {
      await setDisabled(app.db, await requireAdmin(request), request.body.userId, request.body.disabled);
      return ok(null);
    },
  });

  app.route<{ Body: { userId: number } }>({
    ...routeOf('admin.resetPassword'),
    schema: { ...adminDoc('admin.resetPassword', '{ firstPassword }', 'A new first password, shown this once; the account signs out everywhere and must change it'), body: params({ userId: bodyId }, ['userId']) },
    handler: async (request) => ok(await resetPassword(app.db, await requireAdmin(request), request.body.userId)),
  });

  app.route<{ Querystring: AuditQuery }>({
    ...routeOf('admin.audit'),
    schema: {
      ...adminDoc('admin.audit', 'Paged<AuditItem>', 'The audit log, newest first'),
      querystring: params({
        ...pagingProps,
        entity: { type: 'string', enum: ['', 'position', 'position-draft', 'notice', 'notice-draft', 'activity', 'activity-draft', 'unit', 'account', 'portal'] },
        entityId: idString,
        action: { type: 'string', maxLength: 20 },
        actor: { ...keywordProp, description: 'part of the name or mobile' },
        from: { type: 'string', format: 'date-time' },
        to: { type: 'string', format: 'date-time' },
      }),
    },
    handler: async (request) => {
      const { portal } = await requireAdmin(request);
      const { entity, entityId, action, actor, from, to, ...paging } = request.query;
      const filter = { entity: entity || undefined, entityId: entityId === undefined ? undefined : Number(entityId), action: blankToUndefined(action), actor: blankToUndefined(actor), from, to };
      return ok(await readAudit(app.db, portal.id, filter, paging));
    },
  });
}
