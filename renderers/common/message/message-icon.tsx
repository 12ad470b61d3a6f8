import type { ReactElement } from 'react';

export type MessageIconName = '404' | 'error' | 'info' | 'building';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const paths: Record<MessageIconName, ReactElement> = {
  '404': (
    <>
      <circle cx="52" cy="52" r="30" {...stroke} />
      <path d="M74 74l22 22" {...stroke} strokeWidth={8} />
      <path d="M43 44a9 9 0 1 1 13 8c-3 2-4 4-4 7" {...stroke} />
      <circle cx="52" cy="67" r="2.5" fill="currentColor" />
    </>
  ),
  error: (
    <>
      <path d="M60 14L108 98H12z" {...stroke} />
      <path d="M60 44v26" {...stroke} strokeWidth={6} />
      <circle cx="60" cy="84" r="4" fill="currentColor" />
    </>
  ),
  info: (
    <>
      <circle cx="60" cy="60" r="46" {...stroke} />
      <path d="M60 54v32" {...stroke} strokeWidth={6} />
      <circle cx="60" cy="38" r="4" fill="currentColor" />
    </>
  ),
  building: (
    <>
      <path d="M16 100h88M28 100V58h28v42M56 100V36h36v64" {...stroke} />
      <path d="M36 70h12M36 82h12M66 48h16M66 62h16M66 76h16" {...stroke} strokeWidth={3} />
      <path d="M22 30l20-14 20 14" {...stroke} />
    </>
  ),
};

export function MessageIcon({ name }: { name: MessageIconName }) {
  return (
    <svg className={`cm-message__icon cm-message__icon--${name}`} viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
      {paths[name] ?? paths.info}
    </svg>
  );
}
