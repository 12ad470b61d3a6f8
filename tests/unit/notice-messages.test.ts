// A candidate's messages worded by kind from the locale catalogues, in both locales, with the stored text as fallback.
import { describe, expect, it } from 'vitest';
import enMessages from '@/schemas/locales/en-US/messages.json';
import zhMessages from '@/schemas/locales/zh-CN/messages.json';
import { noticeColumns } from '@/server/applications/notice-texts';
import { noticeText, NOTICE_KINDS, type NoticeMessage } from '@/src/core/notice-messages';
import { createTranslator } from '@/src/core/translate';

const catalogues = { 'zh-CN': zhMessages as Record<string, string>, 'en-US': enMessages as Record<string, string> };
const zh = createTranslator('zh-CN', catalogues);
const en = createTranslator('en-US', catalogues);
const SHANGHAI = 'Asia/Shanghai';

const stored = { title: '投递状态更新：资格审查通过', body: '您投递的职位“综合管理岗”状态已更新为“资格审查通过”。' };
const passed: NoticeMessage = { ...stored, messageKind: 'deliveryStatus', messageParams: { status: 'passed', positionId: 7, title: '综合管理岗' } };
const invitation: NoticeMessage = {
  title: '面试邀请',
  body: '',
  messageKind: 'interviewInvitation',
  messageParams: { positionId: 7, title: '综合管理岗', from: '2026-11-26T01:00:00.000Z', to: '2026-11-27T03:30:00.000Z' },
};

describe('a message worded by its kind', () => {
  it('reads a status change in English and in Chinese', () => {
    expect(noticeText(passed, en, SHANGHAI)).toEqual({
      title: 'Application update: Qualification passed',
      body: 'The status of your application for "综合管理岗" is now "Qualification passed".',
    });
    expect(noticeText(passed, zh, SHANGHAI)).toEqual(stored);
  });

  it('reads a sign-up, a background check and an interview without times in English', () => {
    const signUp = noticeText({ title: '', body: '', messageKind: 'signUpStatus', messageParams: { status: 'deadline', activityId: 3, title: '春季双选会' } }, en, SHANGHAI);
    expect(signUp).toEqual({ title: 'Registration update: Registration closed', body: 'The status of your registration for "春季双选会" is now "Registration closed".' });
    const check = noticeText({ title: '', body: '', messageKind: 'backgroundCheckRequest', messageParams: { positionId: 7, title: '综合管理岗' } }, en, SHANGHAI);
    expect(check.title).toBe('Background check consent');
    expect(check.body).toContain('passed the qualification review');
    const untimed = noticeText({ ...invitation, messageParams: { positionId: 7, title: '综合管理岗' } }, en, SHANGHAI);
    expect(untimed.body).toBe('An interview has been arranged for your application for "综合管理岗". Please choose an interview time.');
  });

  it("shows an interview's times on the portal's clock, whatever zone the reader is in", () => {
    expect(noticeText(invitation, en, SHANGHAI)).toEqual({
      title: 'Interview invitation',
      body: 'An interview has been arranged for your application for "综合管理岗" (2026-11-26 09:00 to 2026-11-27 11:30). Please choose an interview time.',
    });
    expect(noticeText(invitation, zh, 'UTC').body).toBe('您投递的职位“综合管理岗”已安排面试（2026-11-26 01:00 至 2026-11-27 03:30），请选择面试时间。');
  });

  it('falls back to the stored text for an unknown kind, a row without a kind, or parameters that do not fit', () => {
    const other = { title: '系统通知', body: '请于本周五前到人事处报到。' };
    expect(noticeText({ ...other, messageKind: 'examNotice', messageParams: { title: 'x' } }, en, SHANGHAI)).toEqual(other);
    expect(noticeText(other, en, SHANGHAI)).toEqual(other);
    expect(noticeText({ ...stored, messageKind: 'deliveryStatus', messageParams: { title: '综合管理岗' } }, en, SHANGHAI)).toEqual(stored);
    // a catalogue without the kind's keys (a locale that lacks them, an older catalogue)
    expect(noticeText(passed, createTranslator('en-US', {}), SHANGHAI)).toEqual(stored);
  });

  it("keeps the server's Chinese text equal to the zh-CN wording, and every kind in both catalogues", () => {
    const columns = noticeColumns('interviewInvitation', invitation.messageParams!, SHANGHAI);
    expect({ title: columns.title, body: columns.body }).toEqual(noticeText(invitation, zh, SHANGHAI));
    expect(JSON.parse(columns.message_params)).toEqual(invitation.messageParams);
    for (const kind of NOTICE_KINDS) {
      for (const part of ['title', 'body']) {
        expect(zhMessages).toHaveProperty([`message.${kind}.${part}`]);
        expect(enMessages).toHaveProperty([`message.${kind}.${part}`]);
      }
    }
  });
});
