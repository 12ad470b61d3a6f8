// Which recruitment types a block shows (the stat strips and the type tabs of both terminals), in one place.
import type { BlockContext } from '@/src/runtime/block-props';

/** The spec's types, for a site file that names none. */
export const SPEC_RECRUIT_TYPES: readonly string[] = ['all', 'campus', 'social', 'veterans'];

const listOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;

/** The block's own list (its prop, e.g. props.types or props.tabs), else the site file's recruitTypes, else the spec's. */
export function recruitTypes(ctx: Pick<BlockContext, 'siteFile'>, blockProp: unknown): string[] {
  return listOf(blockProp) ?? listOf(ctx.siteFile.recruitTypes) ?? [...SPEC_RECRUIT_TYPES];
}
