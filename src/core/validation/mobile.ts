// Mainland mobile numbers (the spec's rule: prefixes 13 to 19): 11 digits in a segment that is really allocated.
// 174 (satellite, only 1740/1749 sub-blocks), 140-144/146/148, 154, 160-161/163-164/168-169,
// 179 and 194 are not allocated to public mobile service, so they are refused.

/** The allocated three-digit segments. */
export const MOBILE_SEGMENTS: readonly string[] = [
  '130', '131', '132', '133', '134', '135', '136', '137', '138', '139',
  '145', '147', '149',
  '150', '151', '152', '153', '155', '156', '157', '158', '159',
  '162', '165', '166', '167',
  '170', '171', '172', '173', '175', '176', '177', '178',
  '180', '181', '182', '183', '184', '185', '186', '187', '188', '189',
  '190', '191', '192', '193', '195', '196', '197', '198', '199',
];

const SEGMENTS = new Set(MOBILE_SEGMENTS);

/** 11 ASCII digits starting with an allocated segment; no spaces, no +86 prefix. */
export function isValidMobile(value: string): boolean {
  return typeof value === 'string' && /^1\d{10}$/.test(value) && SEGMENTS.has(value.slice(0, 3));
}
