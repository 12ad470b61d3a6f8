import type { PropSpec } from './prop-spec';

/** A link prop: where it sits in props and how the renderer treats it (the schema check follows each to a route). */
export interface LinkProp {
  /** tokens separated by "/", a "*" token taking every element of an array */
  path: string;
  /** the renderer passes it through useVariantRoutes().path: on pages under layout/ a relative path gains "layout/" */
  variant?: boolean;
  /** drawn only where useVariantRoutes().has it (form links, change rows, sign-up): a variant without its route is fine */
  optional?: boolean;
  /** only this terminal's renderer draws it (the h5 review blocks are read-only) */
  terminal?: 'pc' | 'h5';
}

/** Where a block's data comes from. */
export interface BlockData {
  /** the endpoints a page may name in the block's data */
  endpoints: string[];
  /** a page must give the block data */
  required: boolean;
  /** what the docs add: the params that matter, how the answer is read */
  note?: string;
}

/** What a block type is: the one place its props, links, data and docs are stated. */
export interface BlockContract<S extends Record<string, PropSpec> = Record<string, PropSpec>> {
  type: string;
  /** a layout frames the page (the page's "layout"); it is not one of its blocks */
  layout?: boolean;
  /** what the block is (the meta-schema's comment on it) */
  summary: string;
  /** what follows the summary in the description of its props */
  propsNote?: string;
  /** the description of its props in place of the summary and note, where it says something else */
  propsAbout?: string;
  data?: BlockData;
  /** the block needs child blocks (containers, and blocks whose children are picked by id) */
  needsBlocks?: boolean;
  /** a page must write props (some are required) */
  needsProps?: boolean;
  /** props a page must write */
  requiredProps?: string[];
  props: S;
  links?: LinkProp[];
  /** what the renderers draw, for the docs table */
  draws: string;
}

/** A contract, its required props checked against its props. */
export const defineBlock = <S extends Record<string, PropSpec>>(contract: BlockContract<S> & { requiredProps?: (keyof S & string)[] }): BlockContract<S> => contract;
