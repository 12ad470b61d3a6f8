import { endpoints, isEndpointName } from '@/src/core/endpoints';
import { blockContracts } from '@/src/core/blocks/contracts';
import type { Block } from '@/src/core/schema-types';
import { checkKeysExist } from './check-locales';
import { joinPointer } from './json-pointer';
import { checkBlockLinks, pageViews } from './link-props';
import type { FlatRoute } from './route-paths';
import type { SchemaSet } from './schema-set';
import { closest } from './suggest';
import { collectKeys, collectRefs, refProblem, walkBlocks } from './text-refs';

/** Block types a contract states; a template's own block types have none, and take any endpoint. */
const CONTRACTS = new Map(blockContracts.map((contract) => [contract.type, contract]));

function checkData(set: SchemaSet, file: string, block: Block, pointer: string): void {
  if (!block.data) return;
  const { endpoint, params = {} } = block.data;
  if (!isEndpointName(endpoint)) {
    const hint = closest(endpoint, Object.keys(endpoints));
    set.report(
      file,
      joinPointer(pointer, 'data', 'endpoint'),
      `unknown endpoint "${endpoint}": not in src/core/endpoints.ts${hint ? `; did you mean "${hint}"?` : ''}`,
    );
  } else {
    const takes = CONTRACTS.get(block.type)?.data?.endpoints;
    if (CONTRACTS.has(block.type) && !takes?.includes(endpoint)) {
      const why = takes ? `takes its data from ${takes.map((name) => `"${name}"`).join(' or ')}` : 'takes no data';
      set.report(file, joinPointer(pointer, 'data', 'endpoint'), `"${block.type}" ${why} (src/core/blocks/contracts/${block.type}.ts)`);
    }
    for (const [, name] of endpoints[endpoint].path.matchAll(/\{(\w+)\}/g)) {
      if (!(name in params)) {
        set.report(file, joinPointer(pointer, 'data', 'params'), `endpoint "${endpoint}" needs param "${name}" for its path ${endpoints[endpoint].path}`);
      }
    }
  }
  for (const ref of collectRefs(params, joinPointer(pointer, 'data', 'params'))) {
    const why = refProblem(ref.value);
    if (why) set.report(file, ref.pointer, why);
  }
}

export function checkPages(
  set: SchemaSet,
  flat: Map<string, FlatRoute[]>,
  byPage: Map<string, string[]>,
  keys: Map<string, Set<string>>,
): void {
  for (const [id, { file, value }] of set.pages) {
    if (file !== `pages/${id}.json`) set.report(file, '/id', `page id "${id}" must equal the file name (pages/${id}.json)`);
    checkKeysExist(set, keys, file, collectKeys(value.title, '/title'));
    const views = pageViews(set, flat, byPage.get(id) ?? [], id);
    for (const { block, pointer } of walkBlocks(value)) {
      if (block.type.startsWith('layout-')) {
        set.report(file, joinPointer(pointer, 'type'), `"${block.type}" is a layout: name it in the page's "layout", not as a block`);
      }
      checkData(set, file, block, pointer);
      checkKeysExist(set, keys, file, collectKeys(block.props, joinPointer(pointer, 'props')));
      for (const ref of collectRefs(block.props, joinPointer(pointer, 'props'))) {
        const why = refProblem(ref.value);
        if (why) set.report(file, ref.pointer, why);
      }
      checkBlockLinks(set, file, block, pointer, views);
    }
  }
}
