import { createContext, useContext, type ReactNode } from 'react';
import type { Text } from '@/src/core/schema-types';

export type FieldTranslate = (text: Text | undefined, vars?: Record<string, string | number>) => string;

interface FieldText {
  t: FieldTranslate;
  locale: string;
}

// Without a provider the keys show as they are: every block that draws a form provides its ctx.t.
const FieldTextContext = createContext<FieldText>({ t: (text) => (typeof text === 'string' ? text : ''), locale: 'zh-CN' });

/** Gives the field adapters the block's translator (their own texts live in blocks-h5.json under h5.form.*). */
export function FieldTextProvider({ t, locale, children }: FieldText & { children: ReactNode }) {
  return <FieldTextContext.Provider value={{ t, locale }}>{children}</FieldTextContext.Provider>;
}

export function useFieldText(): FieldText {
  return useContext(FieldTextContext);
}
