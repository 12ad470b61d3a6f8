import type { Text } from '@/src/core/schema-types';

// One prop of a block type: its JSON Schema (as the page meta-schema states it), its TypeScript type, and the
// default a renderer sees when a page leaves it out. The schema, the docs table and the renderers' prop types are
// all read from these, so they cannot drift apart.

export interface PropSpec<T = unknown, D extends boolean = boolean> {
  schema: Record<string, unknown>;
  /** the value a renderer gets when the page does not write the prop */
  default?: T;
  /** type-level only: the prop's type, and whether a default fills it */
  readonly __type?: T;
  readonly __hasDefault?: D;
}

type Options<T> = { default: T };
type Spec<T, O> = O extends Options<T> ? PropSpec<T, true> : PropSpec<T, false>;

function spec<T, O extends Partial<Options<T>> | undefined>(schema: Record<string, unknown>, options?: O): Spec<T, O> {
  const withDefault = options && 'default' in options;
  return (withDefault ? { schema: { ...schema, default: options.default }, default: options.default } : { schema }) as Spec<T, O>;
}

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
/** a prop whose meaning its definition already states may go without a description */
const about = (description: string) => (description ? { description } : {});

/** A text: a message key or the text per locale. */
export const text = <O extends Partial<Options<Text>>>(description: string, options?: O) => spec<Text, O>({ description, ...ref('text') }, options);

/** A path of the app (relative to the variant base, or absolute same-origin); the check follows it to a route. */
export const link = <O extends Partial<Options<string>>>(description: string, options?: O) => spec<string, O>({ description, ...ref('link') }, options);

/** A value of another named definition of the meta-schema ($defs), typed by the caller. */
export const defined = <T, O extends Partial<Options<T>> = Partial<Options<T>>>(name: string, description: string, options?: O) =>
  spec<T, O>({ ...about(description), ...ref(name) }, options);

export const boolean = <O extends Partial<Options<boolean>>>(description: string, options?: O) => spec<boolean, O>({ description, type: 'boolean' }, options);

export const integer = <O extends Partial<Options<number>>>(description: string, range: { minimum: number; maximum: number }, options?: O) =>
  spec<number, O>({ description, type: 'integer', ...range }, options);

export const string = <O extends Partial<Options<string>>>(description: string, pattern: string, options?: O) =>
  spec<string, O>({ description, type: 'string', pattern }, options);

/** One of a few words. */
export const oneOf = <const V extends readonly string[], O extends Partial<Options<V[number]>>>(description: string, values: V, options?: O) =>
  spec<V[number], O>({ description, enum: values }, options);

/** Some of a few words, each at most once, at least one. */
export const someOf = <const V extends readonly string[], O extends Partial<Options<V[number][]>>>(description: string, values: V, options?: O) =>
  spec<V[number][], O>({ description, type: 'array', minItems: 1, uniqueItems: true, items: { enum: values } }, options);

/** Any other shape, written as JSON Schema; the caller states its type. */
export const shaped = <T, O extends Partial<Options<T>> = Partial<Options<T>>>(description: string, schema: Record<string, unknown>, options?: O) =>
  spec<T, O>({ description, ...schema }, options);

/** The props a renderer receives: a prop with a default is always there. */
export type PropsOf<S extends Record<string, PropSpec>> = {
  [K in keyof S as S[K] extends PropSpec<unknown, true> ? K : never]-?: S[K] extends PropSpec<infer T, true> ? T : never;
} & {
  [K in keyof S as S[K] extends PropSpec<unknown, true> ? never : K]?: S[K] extends PropSpec<infer T, boolean> ? T : never;
};
