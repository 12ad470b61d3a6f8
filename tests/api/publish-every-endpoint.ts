// What every-endpoint.test.ts needs for the publishers' calls: schema-valid values of their required params, and
// for its success case the army portal's publisher (赵敏, unit 8) with a draft, position or notice of hers to act on.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EndpointName } from '@/src/core/endpoints';
import { multipart } from './candidates';
import { data } from './helpers';
import { fillTemplate, zhRow } from './import-sheets';
import { PUBLISHERS, noticeForm, positionForm, publisherLogin } from './publishing-calls';

/** Schema-valid params of the publishing calls that require some (ids that need not exist). */
export const publishRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'publish.draft': { draftId: 1 },
  'publish.saveDraft': { values: {} },
  'publish.deleteDraft': { draftId: 1 },
  'publish.publish': { draftId: 1, revision: 0 },
  'publish.preview': { draftId: 1 },
  'publish.position': { positionId: 1 },
  'publish.savePosition': { positionId: 1, revision: 0, values: {} },
  'publish.close': { positionId: 1 },
  'publish.reopen': { positionId: 1 },
  'publish.noticeDraft': { draftId: 1 },
  'publish.saveNoticeDraft': { values: {} },
  'publish.deleteNoticeDraft': { draftId: 1 },
  'publish.publishNotice': { draftId: 1, revision: 0 },
  'publish.previewNotice': { draftId: 1 },
  'publish.notice': { noticeId: 1 },
  'publish.saveNotice': { noticeId: 1, revision: 0, values: {} },
  'publish.withdrawNotice': { noticeId: 1 },
};

const form = (code: string) => positionForm({ code, unitCode: 'U8', regionCode: '110108', title: `接口测试岗位 ${code}` });

/** The params and the publisher's headers of a publishing call's success case; undefined for other calls. */
export async function preparePublishCall(app: FastifyInstance, name: EndpointName): Promise<{ params: Record<string, unknown>; headers: Record<string, string> } | undefined> {
  if (!name.startsWith('publish.')) return undefined;
  const zhao = await publisherLogin(app, PUBLISHERS.zhao);
  const draft = async (code: string) => (await data<{ draftId: number }>(app, 'publish.saveDraft', { values: form(code) }, zhao.headers)).draftId;
  const position = await app.db.selectFrom('positions').select('id').where('portal_id', '=', 1002).where('unit_id', '=', 8).where('deadline', '>=', '2026-12-31').orderBy('id').executeTakeFirstOrThrow();
  const positionId = Number(position.id);
  const noticeDraft = async (title: string) => (await data<{ draftId: number }>(app, 'publish.saveNoticeDraft', { values: noticeForm({ unitCode: 'U8', title }) }, zhao.headers)).draftId;
  const notice = async (title: string) => (await data<{ noticeId: number }>(app, 'publish.publishNotice', { draftId: await noticeDraft(title), revision: 0 }, zhao.headers)).noticeId;
  const params = async (): Promise<Record<string, unknown>> => {
    switch (name) {
      case 'publish.saveDraft':
        return { values: form('EP-SAVE') };
      case 'publish.draft':
      case 'publish.preview':
      case 'publish.deleteDraft':
        return { draftId: await draft(`EP-${name}`) };
      case 'publish.publish':
        return { draftId: await draft('EP-PUBLISH'), revision: 0 };
      case 'publish.position':
      case 'publish.close':
      case 'publish.reopen':
        return { positionId };
      case 'publish.savePosition': {
        const read = await data<{ revision: number; values: Record<string, unknown> }>(app, 'publish.position', { positionId }, zhao.headers);
        return { positionId, revision: read.revision, values: read.values };
      }
      case 'publish.saveNoticeDraft':
        return { values: noticeForm({ unitCode: 'U8' }) };
      case 'publish.noticeDraft':
      case 'publish.previewNotice':
      case 'publish.deleteNoticeDraft':
        return { draftId: await noticeDraft(`接口测试公告 ${name}`) };
      case 'publish.publishNotice':
        return { draftId: await noticeDraft('接口测试公告 发布'), revision: 0 };
      case 'publish.notice':
      case 'publish.withdrawNotice':
        return { noticeId: await notice(`接口测试公告 ${name}`) };
      case 'publish.saveNotice': {
        const noticeId = await notice('接口测试公告 保存');
        const read = await data<{ revision: number; values: Record<string, unknown> }>(app, 'publish.notice', { noticeId }, zhao.headers);
        return { noticeId, revision: read.revision, values: read.values };
      }
      default:
        return {};
    }
  };
  return { params: await params(), headers: zhao.headers };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import's calls answer a file (the template) or take one (multipart): each checked for its success here. */
export async function expectImportCall(app: FastifyInstance, name: EndpointName, headers: Record<string, string>): Promise<void> {
  const template = await app.inject({ method: 'GET', url: '/pt/censor/rest/publish/import/template', headers });
  expect([template.statusCode, template.headers['content-type']]).toEqual([200, XLSX]);
  if (name === 'publish.importTemplate') return;
  const file = await fillTemplate(template.rawPayload, [zhRow(`EP-${name}`, { 单位编码: 'U8' })]);
  const body = multipart(file, 'positions.xlsx', XLSX);
  const url = name === 'publish.import' ? '/pt/censor/rest/publish/import/write' : '/pt/censor/rest/publish/import/check';
  const res = await app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ success: true, errorCode: '' })]);
}
