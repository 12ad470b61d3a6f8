import type { Term, TreeNode } from '@/src/core/entities';
import { useEndpoint } from '@/src/api/use-endpoint';
import { localizeTerms } from '@/src/i18n/term-text';
import { useFieldText } from './field-text';

const list = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** The terms of a dictionary (ref.terms) named in the reader's language, cached by SWR across every field that reads it. */
export function useTerms(dictionary: string | undefined) {
  const { t } = useFieldText();
  const { data, isLoading } = useEndpoint<Term[]>(dictionary ? 'ref.terms' : null, { type: dictionary });
  return { terms: localizeTerms(t, dictionary, list<Term>(data)), loading: isLoading };
}

/** ref.region: provinces, cities and districts (GB/T 2260 codes). */
export function useRegions() {
  const { data, isLoading } = useEndpoint<TreeNode[]>('ref.region');
  return { regions: list<TreeNode>(data), loading: isLoading };
}
