// Positions from an Excel file (position-import/): the template to fill in, a check that lists every bad row and
// writes nothing, and the import that writes the whole file in one transaction or nothing. Only the publisher's
// units; each written position gets its audit entry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointName } from '@/src/core/endpoints';
import { beijingDate } from '@/server/http/clock';
import { ApiError, ok } from '@/server/http/envelope';
import { params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { appendAudit } from './audit-log';
import { dryRun, importPositions, importTemplate, IMPORT_ERROR_CODES, IMPORT_LIMITS } from './position-import/index';
import { publishDoc } from './publish-docs';
import { requirePublisher } from './publisher-scope';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The uploaded file's bytes, at most IMPORT_LIMITS.fileBytes (counted while it arrives, not after). */
async function uploaded(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  const part = await request.file({ throwFileSizeLimit: false, limits: { fileSize: IMPORT_LIMITS.fileBytes } });
  if (!part) throw new ApiError(IMPORT_ERROR_CODES.notXlsx, '请选择要导入的 Excel 文件（.xlsx）', 2, 400);
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new ApiError(IMPORT_ERROR_CODES.tooLarge, `文件超过 ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB，请拆分后分批导入`, 2, 400);
  return { bytes, name: part.filename };
}

export async function importRoutes(app: FastifyInstance): Promise<void> {
  const context = async (request: FastifyRequest) => {
    const publisher = await requirePublisher(request);
    const ctx = { db: app.db, store: app.schemaStore, portal: publisher.portal, today: beijingDate(app.now()) };
    return { publisher, ctx, scope: (unitId: number) => publisher.unitIds.includes(unitId) };
  };

  app.route<{ Querystring: { locale?: 'zh-CN' | 'en-US' } }>({
    ...routeOf('publish.importTemplate'),
    schema: { ...publishDoc('publish.importTemplate', '(an .xlsx file)', 'The import template: the columns with an example row, and a sheet explaining each'), querystring: params({ locale: { type: 'string', enum: ['zh-CN', 'en-US'], default: 'zh-CN' } }) },
    handler: async (request, reply) => {
      await requirePublisher(request);
      const locale = request.query.locale ?? 'zh-CN';
      const name = locale === 'zh-CN' ? '职位导入模板.xlsx' : 'position-import-template.xlsx';
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="positions.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await importTemplate(locale));
    },
  });

  const multipartDoc = (name: EndpointName, data: string, summary: string) => ({
    ...publishDoc(name, data, summary),
    consumes: ['multipart/form-data'],
    querystring: params({}),
    body: params({ file: { type: 'string', format: 'binary', description: 'the filled template (.xlsx)' } }),
  });
  const multipartOnly = (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new ApiError('BAD_REQUEST', '请以 multipart/form-data 上传 Excel 文件', 2, 415);
  };

  app.route({
    ...routeOf('publish.importCheck'),
    schema: multipartDoc('publish.importCheck', '{ rows, errors: { row, column, message }[] }', `Check an .xlsx file (at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB, field "file"): every bad row named, nothing written`),
    handler: async (request) => {
      const { ctx, scope } = await context(request);
      multipartOnly(request);
      return ok(await dryRun(ctx, (await uploaded(request)).bytes, scope));
    },
  });

  app.route({
    ...routeOf('publish.import'),
    schema: multipartDoc('publish.import', '{ created, updated, unchanged, ids }', 'Import an .xlsx file whole, keyed by the positions\' codes (the same file twice changes nothing), or nothing: IMPORT_INVALID with every error'),
    handler: async (request) => {
      const { publisher, ctx, scope } = await context(request);
      multipartOnly(request);
      const file = await uploaded(request);
      const result = await importPositions(ctx, file.bytes, scope);
      const now = app.now();
      for (const p of result.positions.filter((x) => x.outcome !== 'unchanged')) {
        const changes = [{ field: 'import', before: null, after: `${file.name} 第 ${p.row} 行` }];
        await appendAudit(app.db, { portalId: publisher.portal.id, actor: publisher.actor, action: p.outcome === 'created' ? 'import-create' : 'import-update', entity: 'position', entityId: p.id, changes, at: now });
      }
      const { created, updated, unchanged, ids } = result;
      return ok({ created, updated, unchanged, ids });
    },
  });
}
