// @vitest-environment jsdom
// useDraft: typing is kept in localStorage, at most one write per 500 ms, flushed when the form goes away.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import campus from '@/schemas/forms/resume/campus.json';
import type { ResumeTemplate } from '@/src/core/resume-types';
import { createTranslator } from '@/src/core/translate';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { draftKey, readDraft, useDraft } from '@/src/forms/draft';

const template = campus as ResumeTemplate;
const t = createTranslator('zh-CN', { 'zh-CN': {} });
const key = draftKey({ portalId: '1001', userId: 42, templateId: 'campus' });

const make = () => {
  const form = createResumeForm({ template, values: { personal: { basicInfo: { name: '' } } }, t });
  form.onMount();
  return form;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useDraft', () => {
  it('writes at most every 500 ms, the latest values each time, and the draft reads back', () => {
    const form = make();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderHook(() => useDraft(form, key));
    // t=0: the first change is written at once; the next ones within 500 ms ride along in one write at t=500
    for (const text of ['张', '张三', '张三丰']) {
      form.setValuesIn('personal.basicInfo.name', text);
      vi.advanceTimersByTime(100);
    }
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '张' } } });
    vi.advanceTimersByTime(199);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '张三丰' } } });
    // t=500: a change now waits for t=1000
    form.setValuesIn('personal.basicInfo.name', '张三');
    vi.advanceTimersByTime(499);
    expect(setItem).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(3);
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '张三' } } });
    setItem.mockRestore();
  });

  it('keeps a pending change when the form unmounts or the page is hidden', () => {
    const form = make();
    const { unmount } = renderHook(() => useDraft(form, key));
    form.setValuesIn('personal.basicInfo.name', '甲');
    vi.advanceTimersByTime(500);
    form.setValuesIn('personal.basicInfo.name', '乙');
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '乙' } } });
    form.setValuesIn('personal.basicInfo.name', '丙');
    unmount();
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '丙' } } });
    form.setValuesIn('personal.basicInfo.name', '丁');
    vi.advanceTimersByTime(1000);
    expect(readDraft(key)?.values).toEqual({ personal: { basicInfo: { name: '丙' } } });
  });

  it('clear() drops the draft after a save; no key, no draft', () => {
    const form = make();
    const { result } = renderHook(() => useDraft(form, key));
    form.setValuesIn('personal.basicInfo.name', '甲');
    result.current.flush();
    expect(readDraft(key)).not.toBeNull();
    form.setValuesIn('personal.basicInfo.name', '乙');
    result.current.clear();
    vi.advanceTimersByTime(1000);
    expect(readDraft(key)).toBeNull();

    const other = make();
    renderHook(() => useDraft(other, null));
    other.setValuesIn('personal.basicInfo.name', '丙');
    vi.advanceTimersByTime(1000);
    expect(localStorage.length).toBe(0);
  });
});
