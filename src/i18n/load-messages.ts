import { fetchSchema } from '@/src/runtime/schema-source';
import { fallbackChain, type Messages } from './translate';

/** Loads the catalogues of a locale's fallback chain; a locale the server lacks is skipped. */
export async function loadMessages(locale: string): Promise<Record<string, Messages>> {
  const chain = [...new Set([...fallbackChain(locale), 'zh-CN'])];
  const entries = await Promise.all(
    chain.map(async (l) => [l, await fetchSchema<Messages>(`locales/${l}.json`).catch(() => null)] as const),
  );
  const catalogues: Record<string, Messages> = {};
  for (const [l, messages] of entries) if (messages) catalogues[l] = messages;
  if (!catalogues['zh-CN']) throw new Error('zh-CN messages could not be loaded');
  return catalogues;
}
