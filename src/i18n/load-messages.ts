import { fetchSchema } from '@/src/runtime/schema-source';
import { fallbackChain, type Messages } from '@/src/core/translate';

/**
 * Loads the catalogues of a locale's fallback chain that the server has (/schemas/locales/index.json), so a
 * locale without a catalogue (ar, he...) costs no failed request; `known`, when given, is that list.
 */
export async function loadMessages(locale: string, known?: string[]): Promise<Record<string, Messages>> {
  // a rendered page names the catalogues it was drawn with: one round trip fewer before it comes alive
  const { locales } = known ? { locales: known } : await fetchSchema<{ locales: string[] }>('locales/index.json').catch(() => ({ locales: ['zh-CN'] }));
  const chain = [...new Set([...fallbackChain(locale), 'zh-CN'])].filter((l) => locales.includes(l));
  const entries = await Promise.all(chain.map(async (l) => [l, await fetchSchema<Messages>(`locales/${l}.json`).catch(() => null)] as const));
  const catalogues: Record<string, Messages> = {};
  for (const [l, messages] of entries) if (messages) catalogues[l] = messages;
  if (!catalogues['zh-CN']) throw new Error('zh-CN messages could not be loaded');
  return catalogues;
}
