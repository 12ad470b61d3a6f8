import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { joinPointer, unescapeToken } from './json-pointer';
import { closest } from './suggest';

export interface PointedMessage {
  pointer: string;
  message: string;
}

/** A compiled meta-schema, or why it could not be compiled. */
export interface MetaSchema {
  name: string;
  schema: Record<string, unknown>;
  validate?: ValidateFunction;
  error?: string;
}

/**
 * The ajv instance of one check run: JSON Schema 2020-12, every error (not only the first), formats.
 * "errorMessage" is an annotation here (the word ajv-errors uses): the message that replaces the errors
 * of that schema's own keywords.
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

export function compileMeta(ajv: Ajv2020, name: string, schema: unknown): MetaSchema {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    return { name, schema: {}, error: 'a meta-schema must be a JSON object' };
  }
  try {
    return { name, schema: schema as Record<string, unknown>, validate: ajv.compile(schema as Record<string, unknown>) };
  } catch (err) {
    return { name, schema: schema as Record<string, unknown>, error: `meta-schema does not compile: ${(err as Error).message}` };
  }
}

/** Validates a value; the errors come back as pointers and operator-readable messages. */
export function validateWith(meta: MetaSchema, value: unknown): PointedMessage[] {
  if (!meta.validate) return [{ pointer: '', message: `meta/${meta.name} is broken, so this file cannot be checked` }];
  if (meta.validate(value)) return [];
  return explainErrors(meta.validate.errors ?? [], meta.schema);
}

// Keywords whose subschemas apply to other instances (members, items, names): an errorMessage above
// them does not speak for what goes wrong inside.
const PASS_THROUGH = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'contains',
  'propertyNames',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  '$defs',
]);

type SchemaNode = Record<string, unknown>;

function schemaPathTokens(schemaPath: string): string[] {
  return schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter((t) => t !== '')
    .map((t) => {
      const unescaped = unescapeToken(t);
      try {
        return decodeURIComponent(unescaped);
      } catch {
        return unescaped;
      }
    });
}

function child(node: unknown, token: string): unknown {
  if (Array.isArray(node)) return node[Number(token)];
  if (node && typeof node === 'object') return (node as SchemaNode)[token];
  return undefined;
}

/** The schema object that holds an error's keyword (the last token of schemaPath names the keyword). */
function schemaAt(root: SchemaNode, tokens: string[]): SchemaNode | undefined {
  let node: unknown = root;
  for (const token of tokens) node = child(node, token);
  return node && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

/**
 * The schema an error's schemaPath is relative to: the root, or a recursive $defs entry (ajv compiles
 * those apart, and their paths start at the entry). verbose errors carry the keyword's parent schema.
 */
function baseOf(root: SchemaNode, tokens: string[], parent: unknown): { name: string; node: SchemaNode } {
  const defs = (root.$defs ?? {}) as Record<string, SchemaNode>;
  const candidates: [string, SchemaNode][] = [['#', root], ...Object.entries(defs).map(([k, v]): [string, SchemaNode] => [`#/$defs/${k}`, v])];
  for (const [name, node] of candidates) if (schemaAt(node, tokens.slice(0, -1)) === parent) return { name, node };
  return { name: '#', node: root };
}

/** The deepest errorMessage that speaks for this error, and the schema path of its owner. */
function ownerOf(root: SchemaNode, tokens: string[]): { path: string; message: string } | undefined {
  let node: unknown = root;
  let owner: { path: string; message: string } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const here = node as SchemaNode | undefined;
    const token = tokens[i];
    if (here && typeof here.errorMessage === 'string' && !PASS_THROUGH.has(token)) {
      owner = { path: tokens.slice(0, i).join('/'), message: here.errorMessage };
    }
    node = child(node, token);
  }
  return owner;
}

/** Where the error is: the member it is about, not only its parent. */
function errorPointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return joinPointer(error.instancePath, params.additionalProperty);
  }
  if (typeof error.propertyName === 'string') return joinPointer(error.instancePath, error.propertyName);
  return error.instancePath;
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/** "did you mean ..." for a typo, else the list of what is allowed. */
function suggest(word: string, allowed: string[]): string {
  if (allowed.length === 0) return 'this object takes no properties here';
  const near = closest(word, allowed);
  return near ? `did you mean ${quote(near)}?` : `allowed: ${allowed.join(', ')}`;
}

function plainMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const holder = error.parentSchema as SchemaNode | undefined;
      const allowed = Object.keys((holder?.properties as SchemaNode | undefined) ?? {});
      return `unknown property ${quote(params.additionalProperty)}: ${suggest(String(params.additionalProperty), allowed)}`;
    }
    case 'required':
      return `missing required property ${quote(params.missingProperty)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(quote).join(', ')}`;
    case 'const':
      return `must be ${quote(params.allowedValue)}`;
    case 'type':
      return `must be of type ${String(params.type).replace(/,/g, ' or ')}`;
    case 'dependentRequired':
      return `${quote(params.property)} needs ${quote(params.missingProperty)} beside it`;
    case 'pattern':
      return typeof error.propertyName === 'string'
        ? `the name ${quote(error.propertyName)} must match ${params.pattern}`
        : `must match ${params.pattern}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** ajv's errors as the problems an operator reads: one per cause, at the member it is about. */
export function explainErrors(errors: ErrorObject[], root: SchemaNode): PointedMessage[] {
  const out: PointedMessage[] = [];
  const owned = new Map<string, { base: string; message: string }[]>();
  // "if" only says that "then" failed, and "propertyNames" only that a name failed: the inner error says why.
  const relevant = errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames');
  // shortest pointer first, so that an owner's group starts at the instance it is about
  const sorted = relevant
    .map((error) => ({ error, pointer: errorPointer(error), tokens: schemaPathTokens(error.schemaPath) }))
    .sort((a, b) => a.pointer.length - b.pointer.length);
  for (const { error, pointer, tokens } of sorted) {
    const base = baseOf(root, tokens, error.parentSchema);
    const found = ownerOf(base.node, tokens);
    const owner = found && { path: `${base.name}/${found.path}`, message: found.message };
    if (!owner) {
      out.push({ pointer, message: plainMessage(error) });
      continue;
    }
    const groups = owned.get(owner.path) ?? [];
    owned.set(owner.path, groups);
    if (groups.some((g) => pointer === g.base || pointer.startsWith(`${g.base}/`))) continue;
    groups.push({ base: pointer, message: owner.message });
    out.push({ pointer, message: owner.message });
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
