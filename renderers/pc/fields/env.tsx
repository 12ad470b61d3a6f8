// What the pc resume fields need from the block that draws them: the translator and the locale (their own
// words live in schemas/locales/{locale}/blocks-pc.json), and how complete each section is (its badge).
import type { SectionState } from '@/src/forms/completeness';
import { createContext, useContext, type ReactNode } from 'react';
import type { Text } from '@/src/core/schema-types';

export type FieldsT = (text: Text | undefined, vars?: Record<string, string | number>) => string;

export interface FieldsEnv {
  t: FieldsT;
  locale: string;
}

/** How many required answers a section lacks and how many field errors it has. */
export interface SectionStatus {
  missing: number;
  errors: number;
  /** as the section nav says it (src/forms/completeness.ts): an optional section left empty is not "complete" */
  state: SectionState;
}

const fallbackT: FieldsT = (text, vars) => {
  const raw = typeof text === 'string' ? text : (text?.['zh-CN'] ?? '');
  return raw.replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));
};

const EnvContext = createContext<FieldsEnv>({ t: fallbackT, locale: 'zh-CN' });
const StatusContext = createContext<Record<string, SectionStatus>>({});

export function FieldsEnvProvider({ t, locale, children }: FieldsEnv & { children: ReactNode }) {
  return <EnvContext.Provider value={{ t, locale }}>{children}</EnvContext.Provider>;
}

export function SectionStatusProvider({ value, children }: { value: Record<string, SectionStatus>; children: ReactNode }) {
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

export const useFieldsEnv = (): FieldsEnv => useContext(EnvContext);
export const useSectionStatus = (sectionId: string): SectionStatus | undefined => useContext(StatusContext)[sectionId];

/** The DOM id of a section's card: the anchor nav and the save's scroll target. */
export const sectionAnchorId = (sectionId: string): string => `resume-section-${sectionId}`;

/** The forms core's translator (it may pass null) over a block's ctx.t. */
export function toTranslate(t: FieldsT): (text: Text | undefined | null, vars?: Record<string, string | number>) => string {
  return (text, vars) => t(text ?? undefined, vars);
}
