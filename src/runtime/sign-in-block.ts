import type { Block } from '@/src/core/schema-types';

/** What a guest sees in place of a block whose data needs a user: a way to the login page and back here. */
export function signInBlock(loginPath: string, _query: URLSearchParams, _params: Record<string, string | undefined>): Block {
  const back = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const to = back ? `${loginPath}?redirect=${encodeURIComponent(back)}` : loginPath;
  return {
    type: 'message',
    props: { icon: 'info', title: 'runtime.signIn.title', description: 'runtime.signIn.description', action: { text: 'runtime.signIn.action', to } },
  };
}
