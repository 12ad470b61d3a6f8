// WCAG 2.x contrast between two hex colours (#rgb, #rrggbb, #rrggbbaa; an alpha is ignored: a site's colours are
// drawn opaque). Text needs 4.5:1 on its background (success criterion 1.4.3, level AA).

export const TEXT_CONTRAST_MIN = 4.5;

function channels(hex: string): [number, number, number] | null {
  const body = hex.replace(/^#/, '');
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21), or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [ca, cb] = [channels(a), channels(b)];
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
