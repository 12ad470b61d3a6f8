// Test helpers of the account blocks (tests only): their catalogue (schemas/locales/*/account.json, which the
// runtime merges with the others), the real route files for the blocks that look routes up, and a small
// stand-in for the server's answers.
import type { ComponentType } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import zhAccount from '@/schemas/locales/zh-CN/account.json';
import enAccount from '@/schemas/locales/en-US/account.json';
import defaultPc from '@/schemas/routes/default.pc.json';
import defaultH5 from '@/schemas/routes/default.h5.json';
import armyPc from '@/schemas/routes/army.pc.json';
import armyH5 from '@/schemas/routes/army.h5.json';
import type { BlockProps } from '@/src/runtime/block-props';
import { leavePage } from '@/src/runtime/leave-page';
import { decrypt } from '@/src/core/crypto-key';

export const accountMessages: Record<string, Record<string, string>> = { 'zh-CN': zhAccount, 'en-US': enAccount };

/** The block with ctx.t reading the account catalogue first (the h5 test helpers have a fixed catalogue). */
export function withAccountTexts<P extends BlockProps<any>>(Component: ComponentType<P>): ComponentType<P> {
  return function WithAccountTexts(props: P) {
    const messages = accountMessages[props.ctx.locale] ?? accountMessages['zh-CN'];
    const t: BlockProps['ctx']['t'] = (text, vars) => {
      if (typeof text === 'string' && text in messages) {
        return messages[text].replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));
      }
      return props.ctx.t(text, vars);
    };
    return <Component {...props} ctx={{ ...props.ctx, t }} />;
  };
}

const ROUTE_FILES: Record<string, unknown> = {
  'routes/default.pc.json': defaultPc,
  'routes/default.h5.json': defaultH5,
  'routes/army.pc.json': armyPc,
  'routes/army.h5.json': armyH5,
};

/** A stand-in for src/runtime/schema-source that serves the real route files. */
export const schemaSourceMock = {
  fetchSchema: (path: string) => (path in ROUTE_FILES ? Promise.resolve(ROUTE_FILES[path]) : Promise.reject(new Error(`no schema ${path} in tests`))),
  SchemaLoadError: Error,
  readySchema: () => undefined,
};

/** The password a test typed, from what the form sent (no site config in tests: the key is the padding alone). */
export const sentPassword = (cipher: unknown) => decrypt(String(cipher), undefined);

/**
 * leavePage.to replaced by a mock in each test (the blocks leave the app for a new document, which jsdom cannot
 * load); the real one is put back after the test. Call at the top of a test file.
 */
export function stubLocationAssign(): Mock<(url: string) => void> {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(leavePage, 'to').mockImplementation(assign);
  });
  afterEach(() => {
    vi.mocked(leavePage.to).mockRestore();
  });
  return assign;
}
