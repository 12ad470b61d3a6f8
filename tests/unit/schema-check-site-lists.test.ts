// schemas:check on a site file's recruitTypes and languages: a type needs its label (recruitType.{type}) in every
// catalogue, a language its own catalogue folder and its name (language.{locale}); each problem named by file and pointer.
import { describe, expect, it } from 'vitest';
import { problemsIn, useSchemaCopies } from './schema-copies';

const { withChangedFile } = useSchemaCopies();

describe('schemas:check on recruitTypes and languages', () => {
  it('passes the shipped site files, which list both', () => {
    const dir = withChangedFile('sites/army.json', (site) => {
      expect(site.recruitTypes).toEqual(['all', 'campus', 'social', 'veterans']);
      expect(site.languages).toEqual(['zh-CN', 'en-US']);
    });
    expect(problemsIn(dir)).toEqual([]);
  });

  it('reports a recruitment type whose label is missing from the catalogues', () => {
    const dir = withChangedFile('sites/default.json', (site) => {
      site.recruitTypes = ['all', 'campus', 'interns'];
    });
    expect(problemsIn(dir)).toEqual([
      { file: 'sites/default.json', pointer: '/recruitTypes/2', message: 'message key "recruitType.interns" is missing in locale en-US (schemas/locales/en-US/)' },
      { file: 'sites/default.json', pointer: '/recruitTypes/2', message: 'message key "recruitType.interns" is missing in locale zh-CN (schemas/locales/zh-CN/)' },
    ]);
  });

  it('reports a language without a catalogue folder, and one that is not a locale', () => {
    const dir = withChangedFile('sites/army.json', (site) => {
      site.languages = ['zh-CN', 'fr-FR'];
    });
    expect(problemsIn(dir)).toEqual([{ file: 'sites/army.json', pointer: '/languages/1', message: 'language "fr-FR" has no catalogue: schemas/locales/fr-FR/ is missing' }]);
    const malformed = withChangedFile('sites/army.json', (site) => {
      site.languages = ['chinese'];
    });
    expect(problemsIn(malformed)).toEqual([{ file: 'sites/army.json', pointer: '/languages/0', message: 'must be a locale such as "zh-CN" or "en-US"' }]);
  });
});
