// The reference server sends no SMS and no mail: each message goes to the outbox table and the log instead.
import type { FastifyBaseLogger } from 'fastify';
import type { CodePurpose } from '@/src/core/account-api';
import type { Db } from '@/server/db/database';
import type { Channel } from './codes';
import { CODE_TTL_MS } from './codes';

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  regist: '注册账号',
  forget: '找回密码',
  changeMobile: '更换手机号',
  changeEmail: '更换邮箱',
  savePasswd: '设置密码',
};

export interface OutboxMessage {
  portalId: number;
  siteName: string;
  channel: Channel;
  to: string;
  purpose: CodePurpose;
  code: string;
}

export interface OutboxEntry {
  to: string;
  channel: Channel;
  purpose: CodePurpose;
  code: string;
  createdAt: string;
}

export function messageText(m: OutboxMessage): string {
  return `【${m.siteName}】您正在${PURPOSE_TEXT[m.purpose]}，验证码${m.code}，${CODE_TTL_MS / 60000}分钟内有效。如非本人操作，请忽略。`;
}

export async function sendToOutbox(db: Db, log: FastifyBaseLogger, m: OutboxMessage, now: Date): Promise<void> {
  const body = messageText(m);
  await db
    .insertInto('outbox')
    .values({ portal_id: m.portalId, channel: m.channel, to_address: m.to, purpose: m.purpose, code: m.code, body, created_at: now.toISOString() })
    .execute();
  log.info({ outbox: { channel: m.channel, to: m.to, purpose: m.purpose } }, body);
}

/** The messages sent to `to`, newest first. */
export async function readOutbox(db: Db, to: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ to: r.to_address, channel: r.channel as Channel, purpose: r.purpose as CodePurpose, code: r.code, createdAt: r.created_at }));
}
