// What every-endpoint.test.ts needs for the publishers' activity calls: schema-valid values of their required params,
// and for the success case the army portal's publisher (赵敏, units 8 to 10) with a draft or activity of hers.
import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@/src/core/endpoints';
import { data } from './helpers';
import { PUBLISHERS, publisherLogin } from './publishing-calls';
import { activityForm } from './publishing-activities-calls';

/** Schema-valid params of the activity publishing calls that require some (ids that need not exist). */
export const publishActivityRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'publish.activityDraft': { draftId: 1 },
  'publish.saveActivityDraft': { values: {} },
  'publish.deleteActivityDraft': { draftId: 1 },
  'publish.publishActivity': { draftId: 1, revision: 0 },
  'publish.previewActivity': { draftId: 1 },
  'publish.activity': { activityId: 1 },
  'publish.saveActivity': { activityId: 1, revision: 0, values: {} },
  'publish.closeActivity': { activityId: 1 },
  'publish.reopenActivity': { activityId: 1 },
};

/** the army portal's campus fair of units 8, 9 and 10 (all 赵敏's), still to come */
const ACTIVITY = 12;
const form = (title: string) => activityForm({ title, unitCodes: ['U8', 'U9'] });

/** The params and headers of an activity publishing call's success case; undefined for other calls. */
export async function prepareActivityPublishCall(app: FastifyInstance, name: EndpointName): Promise<{ params: Record<string, unknown>; headers: Record<string, string> } | undefined> {
  if (!(name in publishActivityRequired) && name !== 'publish.activities') return undefined;
  const zhao = await publisherLogin(app, PUBLISHERS.zhao);
  const draft = async () => (await data<{ draftId: number }>(app, 'publish.saveActivityDraft', { values: form(`接口测试活动 ${name}`) }, zhao.headers)).draftId;
  const params = async (): Promise<Record<string, unknown>> => {
    switch (name) {
      case 'publish.saveActivityDraft':
        return { values: form('接口测试活动') };
      case 'publish.activityDraft':
      case 'publish.previewActivity':
      case 'publish.deleteActivityDraft':
        return { draftId: await draft() };
      case 'publish.publishActivity':
        return { draftId: await draft(), revision: 0 };
      case 'publish.activity':
      case 'publish.closeActivity':
      case 'publish.reopenActivity':
        return { activityId: ACTIVITY };
      case 'publish.saveActivity': {
        const read = await data<{ revision: number; values: Record<string, unknown> }>(app, 'publish.activity', { activityId: ACTIVITY }, zhao.headers);
        return { activityId: ACTIVITY, revision: read.revision, values: read.values };
      }
      default:
        return {};
    }
  };
  return { params: await params(), headers: zhao.headers };
}
