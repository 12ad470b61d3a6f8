// Shared by the integration API's tests: a key made with the operator's command, and calls under /pt/integration/v1/.
import type { FastifyInstance } from 'fastify';
import { runPortalCommand } from '@/scripts/portal';
import type { Envelope } from '@/src/core/envelope';
import { SCHEMAS_DIR, type Answer } from './helpers';

/** `npm run portal -- api-key create PORTAL`: the key is the last line it prints. */
export async function makeKey(app: FastifyInstance, portalId: number, name?: string): Promise<{ id: number; key: string; printed: string }> {
  const printed = await runPortalCommand(app.db, SCHEMAS_DIR, ['api-key', 'create', String(portalId), ...(name ? ['--name', name] : [])]);
  const key = printed.split('\n').at(-1)!;
  return { id: Number(/^API key (\d+) /.exec(printed)![1]), key, printed };
}

export const revokeKey = (app: FastifyInstance, id: number) => runPortalCommand(app.db, SCHEMAS_DIR, ['api-key', 'revoke', String(id)]);

/** One call; `key` null sends no Authorization header, a string is sent as the Bearer token. */
export async function api<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url: `/pt/integration/v1/${path}`,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

/** A valid position body of portal 1001 (unit 4 中科启明, Beijing Haidian), with changes. */
export const positionBody = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: '人事系统对接工程师',
  unitCode: 'U4',
  recruitType: 'social',
  regionCode: '110108',
  headcount: 3,
  deadline: '2026-12-31',
  duty: '<p>负责与人事系统的接口对接</p><ul><li>维护职位数据同步</li><li>排查&nbsp;数据问题</li></ul>',
  requirement: '本科及以上学历；\n熟悉 HTTP 接口',
  ...changes,
});

export const noticeBody = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: '人事系统同步测试公告',
  category: 'recruitment',
  bodyHtml: '<p>本公告由人事系统发布。</p>',
  summary: '由人事系统发布的公告',
  source: '集团人力资源部',
  ...changes,
});

export interface PositionRead {
  id: number;
  url: string;
  status: 'open' | 'closed';
  [field: string]: unknown;
}
