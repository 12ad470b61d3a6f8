// resume.completeResume: the candidate's resume in the template of one of their applications' positions, with what
// that application still lacks. It reads an application, so it lives with them; the resume's own calls are in
// server/resume.
import type { FastifyInstance } from 'fastify';
import type { CompleteResumeDocument } from '@/src/core/resume-api';
import { validateResume } from '@/src/core/validation';
import { requireCandidate } from '@/server/auth/require-user';
import { findOwnDelivery } from '@/server/applications/delivery-queries';
import { beijingDate } from '@/server/http/clock';
import { notFound, ok } from '@/server/http/envelope';
import { idString, params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';
import { missingAnswers } from '@/server/resume/missing';
import { documentOf, templateNotFound, valuesIn } from '@/server/resume/resume-document';
import { findResume } from '@/server/resume/resume-queries';
import { findTemplate, translator } from '@/server/resume/templates';

export async function completeResumeRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());
  const auth = (name: Parameters<typeof doc>[0], data: string, summary: string) => ({
    ...doc(name, 'resume', data, summary),
    headers: portalHeaders,
  });

  app.route<{ Params: { deliveryId: string } }>({
    ...routeOf('resume.completeResume'),
    schema: {
      ...auth('resume.completeResume', 'CompleteResumeDocument', "The resume in the template of an application's position, with the required answers still missing"),
      params: { type: 'object', properties: { deliveryId: idString }, required: ['deliveryId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { user, portal } = await requireCandidate(request);
      const delivery = await findOwnDelivery(app.db, user.id, portal.id, Number(request.params.deliveryId));
      if (!delivery) throw notFound('投递记录');
      const template = findTemplate(app.schemaStore, delivery.resumeTemplate);
      if (!template) throw templateNotFound();
      const row = await findResume(app.db, user.id);
      const values = valuesIn(row, template);
      const errors = validateResume(template, values, { today: today(), translate: translator(app.schemaStore) });
      const answer: CompleteResumeDocument = {
        ...documentOf(row, template, values),
        deliveryId: delivery.id,
        positionTitle: delivery.positionTitle,
        missing: missingAnswers(template, values, errors),
      };
      return ok(answer);
    },
  });
}
