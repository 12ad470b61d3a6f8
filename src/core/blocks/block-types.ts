// The props each block type's renderers receive, read from its contract: a renderer declares
// BlockProps<Data, PropsFor<'position-list'>> and gets the contract's types with its defaults filled.
import type { contractsByType } from './contracts';
import type { PropsOf } from './prop-spec';

type Contracts = typeof contractsByType;

export type BlockType = keyof Contracts;

export type PropsFor<T extends BlockType> = PropsOf<Contracts[T]['props']>;
