import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResumeSaveBody, ResumeSaved } from '@/src/core/resume-api';
import type { FieldError, ResumeTemplate } from '@/src/core/resume-types';
import { INCOMPLETE_NOTICE, isGap, saveErrorMessage, validateResume } from '@/src/core/validation';
import { requireCandidate } from '@/server/auth/require-user';
import { ownedFileIds } from '@/server/files/file-queries';
import { findResume, writeResume, type ResumeRow } from '@/server/resume/resume-queries';
import { documentOf, templateNotFound, valuesIn } from '@/server/resume/resume-document';
import { beijingDate } from '@/server/http/clock';
import { ApiError, notFound, ok } from '@/server/http/envelope';
import { boundedInteger, params, portalHeaders } from '@/server/http/schema-parts';
import { findTemplate, listTemplates, translator } from '@/server/resume/templates';
import { foreignImageErrors, imageAnswers, keepMatching } from '@/server/resume/values';
import { doc, routeOf } from '@/server/http/route-of';

const templateIdProp = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a resume template id (resume.getTemplates)' } as const;

const conflict = () => new ApiError('RESUME_CONFLICT', '简历已在其他页面更新，请刷新后再保存');

/** The template a resume is shown in: the asked one, else the stored one, else the portal's default. */
function templateFor(app: FastifyInstance, asked: string | undefined, row: ResumeRow | undefined, portalDefault: string): ResumeTemplate {
  if (asked) {
    const template = findTemplate(app.schemaStore, asked);
    if (!template) throw templateNotFound();
    return template;
  }
  // a stored template that is no longer served falls back to the portal's default
  const template = (row && findTemplate(app.schemaStore, row.templateId)) ?? findTemplate(app.schemaStore, portalDefault);
  if (!template) throw templateNotFound();
  return template;
}

/** The RESUME_INVALID failure: the field errors in data, one message per failing field, in the spec's words. */
function invalid(app: FastifyInstance, template: ResumeTemplate, errors: FieldError[]): ApiError {
  const t = translator(app.schemaStore);
  const messages = errors.map((e) => {
    const section = template.sections.find((s) => s.id === e.sectionId);
    const part = section?.sectionParts.find((p) => p.id === e.partId);
    const field = part?.newResumeFields.flat().find((f) => f.id === e.fieldId);
    if (field) return saveErrorMessage(e, t(field.name));
    // a part with too few or too many entries, or of the wrong shape: named by the part (or its section)
    if (part && e.code !== 'unknownField') return `${t(part.name ?? section!.name)}：${e.message}`;
    return e.message;
  });
  return new ApiError('RESUME_INVALID', INCOMPLETE_NOTICE, 2, 200, { data: { errors }, messages: [...new Set(messages)] });
}

const auth = (name: Parameters<typeof doc>[0], data: string, summary: string) => ({
  ...doc(name, 'resume', data, summary),
  headers: portalHeaders,
});

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());

  const view = async (request: FastifyRequest<{ Querystring: { templateId?: string } }>) => {
    const { user, portal } = await requireCandidate(request);
    const row = await findResume(app.db, user.id);
    const template = templateFor(app, request.query.templateId || undefined, row, portal.resumeTemplate);
    return ok(documentOf(row, template, valuesIn(row, template)));
  };
  for (const name of ['resume.view', 'resume.edit'] as const) {
    app.route<{ Querystring: { templateId?: string } }>({
      ...routeOf(name),
      schema: {
        ...auth(name, 'ResumeDocument', "The candidate's resume (templateId: shown in that template, answers kept where ids match)"),
        querystring: params({ templateId: { ...templateIdProp, pattern: '^([A-Za-z0-9_-]{1,64})?$' } }),
      },
      handler: view,
    });
  }

  app.route<{ Body: ResumeSaveBody }>({
    ...routeOf('resume.save'),
    schema: {
      ...auth('resume.save', 'ResumeSaved', 'Save the resume, complete or not: a wrong answer is refused by the rules the browser runs (RESUME_INVALID), an empty required one is not; RESUME_CONFLICT'),
      querystring: params({}),
      body: params(
        {
          templateId: templateIdProp,
          values: { type: 'object', description: 'ResumeValues: section id -> part id -> entry or entries' },
          version: { ...boundedInteger(0, 2147483647), description: 'the version read; RESUME_CONFLICT when stale' },
          partId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
            description: 'a part saved on its own (h5 edits one part at a time): only its answers are checked',
          },
        },
        ['templateId', 'values', 'version'],
      ),
    },
    handler: async (request) => {
      const { user, portal } = await requireCandidate(request);
      const { templateId, values, version, partId } = request.body;
      const template = findTemplate(app.schemaStore, templateId);
      if (!template) throw templateNotFound();
      const row = await findResume(app.db, user.id);
      if (version !== (row?.version ?? 0)) throw conflict();
      // a half-done resume saves: an empty required field (or too few entries) waits for the application
      const errors = validateResume(template, values, { today: today(), translate: translator(app.schemaStore) }).filter((e) => !isGap(e, template, values));
      if (partId !== undefined && !template.sections.some((s) => s.sectionParts.some((p) => p.id === partId))) throw notFound('简历模块');
      const images = imageAnswers(template, values);
      const owned = await ownedFileIds(app.db, user.id, portal.id, [...new Set(images.flatMap((a) => a.fileIds ?? []))]);
      errors.push(...foreignImageErrors(images, owned, errors));
      if (errors.length > 0) throw invalid(app, template, errors);
      const updatedAt = app.now().toISOString();
      const next = await writeResume(app.db, { userId: user.id, portalId: portal.id, templateId, values, expectedVersion: version, updatedAt });
      if (next === null) throw conflict();
      const saved: ResumeSaved = { version: next, updatedAt };
      return ok(saved);
    },
  });

  app.route({
    ...routeOf('resume.getTemplates'),
    schema: { ...auth('resume.getTemplates', 'TemplateSummary[]', 'The resume templates (name: a message key)'), querystring: params({}) },
    handler: async (request) => {
      await requireCandidate(request);
      return ok(listTemplates(app.schemaStore));
    },
  });

  app.route<{ Body: { templateId: string } }>({
    ...routeOf('resume.changeTemplate'),
    schema: {
      ...auth('resume.changeTemplate', 'ResumeDocument', 'Switch the resume to another template: answers kept where section, part and field ids match'),
      querystring: params({}),
      body: params({ templateId: templateIdProp }, ['templateId']),
    },
    handler: async (request) => {
      const { user, portal } = await requireCandidate(request);
      const template = findTemplate(app.schemaStore, request.body.templateId);
      if (!template) throw templateNotFound();
      const row = await findResume(app.db, user.id);
      const values = keepMatching(row?.values ?? {}, template);
      const updatedAt = app.now().toISOString();
      const expectedVersion = row?.version ?? 0;
      const next = await writeResume(app.db, { userId: user.id, portalId: portal.id, templateId: template.id, values, expectedVersion, updatedAt });
      if (next === null) throw conflict();
      return ok(documentOf({ id: row?.id ?? 0, templateId: template.id, values, version: next, updatedAt }, template, values));
    },
  });
}
