// A site file's recruitTypes and languages: each type has its label in every catalogue, each language a
// catalogue of its own and its name (language.{locale}) in every catalogue.
import type { SiteFile } from '@/src/core/schema-types';
import { checkKeysExist } from './check-locales';
import type { SchemaSet } from './schema-set';

export function checkSiteLists(set: SchemaSet, keys: Map<string, Set<string>>, file: string, site: SiteFile): void {
  const types = site.recruitTypes ?? [];
  checkKeysExist(set, keys, file, types.map((type, i) => ({ pointer: `/recruitTypes/${i}`, value: `recruitType.${type}` })));
  const languages = site.languages ?? [];
  languages.forEach((code, i) => {
    const pointer = `/languages/${i}`;
    if (![...set.present].some((f) => f.startsWith(`locales/${code}/`))) {
      set.report(file, pointer, `language "${code}" has no catalogue: schemas/locales/${code}/ is missing`);
      return;
    }
    checkKeysExist(set, keys, file, [{ pointer, value: `language.${code}` }]);
  });
}
