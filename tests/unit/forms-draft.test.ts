// @vitest-environment jsdom
// Drafts in localStorage: the round trip, the key, and when a draft is offered back.
import { afterEach, describe, expect, it } from 'vitest';
import type { ResumeValues } from '@/src/core/resume-types';
import { clearDraft, draftKey, draftToOffer, readDraft, saveDraft } from '@/src/forms/draft';

const key = draftKey({ portalId: '1001', userId: 42, templateId: 'campus' });
const values: ResumeValues = { personal: { basicInfo: { name: '张三' } }, education: { educationList: [{ school: '示例大学' }] } };

afterEach(() => localStorage.clear());

describe('drafts', () => {
  it('have one key per portal, user and template, under resume_draft:', () => {
    expect(key).toBe('resume_draft:1001:42:campus');
    expect(draftKey({ portalId: 'a:b', userId: '1', templateId: 'x' })).toBe('resume_draft:a%3Ab:1:x');
  });

  it('round trip: saved, read back equal, cleared', () => {
    expect(readDraft(key)).toBeNull();
    expect(saveDraft(key, values, new Date('2024-06-15T08:00:00.000Z'))).toBe(true);
    expect(readDraft(key)).toEqual({ values, savedAt: '2024-06-15T08:00:00.000Z' });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('what is not a draft reads as none', () => {
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: [], savedAt: '2024-06-15T08:00:00Z' }));
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: {}, savedAt: 'yesterday' }));
    expect(readDraft(key)).toBeNull();
  });

  it('is offered back only when it differs from the server\'s values and is newer than updatedAt', () => {
    saveDraft(key, values, new Date('2024-06-15T08:00:00.000Z'));
    const server = { values: { personal: { basicInfo: { name: '张' } } }, updatedAt: '2024-06-15T07:00:00.000Z' };
    expect(draftToOffer(key, server)?.values).toEqual(values);
    // the same values, keys in another order: nothing to offer
    expect(draftToOffer(key, { values: { education: { educationList: [{ school: '示例大学' }] }, personal: { basicInfo: { name: '张三' } } }, updatedAt: null })).toBeNull();
    // saved on the server after the draft was written
    expect(draftToOffer(key, { ...server, updatedAt: '2024-06-15T09:00:00.000Z' })).toBeNull();
    // a resume never saved
    expect(draftToOffer(key, { values: {}, updatedAt: null })?.values).toEqual(values);
    expect(draftToOffer(draftKey({ portalId: '1001', userId: 43, templateId: 'campus' }), server)).toBeNull();
  });
});

describe("an account's drafts in this browser", () => {
  const site = { portalId: '1001', domain: 'portal' };
  const keys = {
    mine: draftKey({ portalId: '1001', userId: 42, templateId: 'campus' }),
    mineSocial: draftKey({ portalId: '1001', userId: 42, templateId: 'social' }),
    another: draftKey({ portalId: '1001', userId: 43, templateId: 'campus' }),
    otherPortal: draftKey({ portalId: '1002', userId: 42, templateId: 'campus' }),
  };
  const stored = () => Object.keys(localStorage).sort();
  const fill = () => Object.values(keys).forEach((k) => saveDraft(k, values));

  it('are all removed by signing out, with the token and the user; another portal keeps its own', async () => {
    const { logout, saveSession } = await import('@/src/session/session');
    saveSession(site, { token: { key: 'x-portal-token', value: 't' }, user: { id: 42, name: '张三', domain: 'portal' } });
    fill();
    logout(site);
    expect(stored()).toEqual(['domain:1001', keys.otherPortal]);
  });

  it("of another account are removed when one signs in; the account's own stay for its relogin", async () => {
    const { saveSession } = await import('@/src/session/session');
    fill();
    saveSession(site, { token: null, user: { id: 42, name: '张三', domain: 'portal' } });
    expect(stored()).toEqual(['domain:1001', keys.mine, keys.mineSocial, keys.otherPortal, 'user:1001'].sort());
  });
});
