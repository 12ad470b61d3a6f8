// The strength meter of a new password (ASVS V2.1.8), kit-free: it asks the same policy as the server
// (src/core/password-policy.ts), whose dictionary loads on the first keystroke, not with the page.
import { useEffect, useState } from 'react';
import { checkPassword, type PasswordVerdict } from '@/src/core/password-policy';
import type { BlockContext } from '@/src/runtime/block-props';

/** 0: nothing typed; 1 weak (refused); 2 fair; 3 strong */
export type StrengthLevel = 0 | 1 | 2 | 3;

export interface PasswordStrength {
  level: StrengthLevel;
  /** 弱 / 中 / 强, '' when nothing is typed */
  word: string;
  /** "密码强度：中": shown beside the bars and read by screen readers */
  text: string;
  /** the meter's accessible name */
  label: string;
}

const WORDS = ['', 'weak', 'fair', 'strong'] as const;
/** the bars' colours; the word beside them says the same */
export const STRENGTH_COLORS = ['', '#d4380d', '#d48806', '#389e0d'] as const;
const DEBOUNCE_MS = 150;

export function strengthLevel(verdict: PasswordVerdict): StrengthLevel {
  if (!verdict.ok) return 1;
  return verdict.score >= 3 ? 3 : 2;
}

export function usePasswordStrength(password: unknown, personalInputs: () => string[], t: BlockContext['t']): PasswordStrength {
  const [level, setLevel] = useState<StrengthLevel>(0);
  const typed = typeof password === 'string' ? password : '';
  // an emptied box shows no strength at once (set while rendering, not in an effect after it)
  if (!typed && level !== 0) setLevel(0);
  useEffect(() => {
    if (!typed) return;
    let current = true;
    const timer = setTimeout(() => {
      void checkPassword(typed, personalInputs()).then((verdict) => current && setLevel(strengthLevel(verdict)));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- personalInputs reads the form when the password changes; a new function each render is not a change
  }, [typed]);
  const word = level ? t(`account.password.strength.${WORDS[level]}`) : '';
  const label = t('account.password.strength.label');
  return { level, word, label, text: word ? t('account.password.strength.text', { level: word }) : '' };
}

/** The meter's ARIA: role meter with its value as words, not colour alone. */
export function meterAria(strength: PasswordStrength) {
  return {
    role: 'meter',
    'aria-label': strength.label,
    'aria-valuemin': 0,
    'aria-valuemax': 3,
    'aria-valuenow': strength.level,
    'aria-valuetext': strength.word || undefined,
  } as const;
}
