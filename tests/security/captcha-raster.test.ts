// A captcha a program can read: it used to be an SVG whose glyphs were polylines of a known stroke font, so a
// program read it from the markup (20 of 20). Replays that reader against captcha.generate.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPng } from '@/server/auth/captcha-image';
import { GLYPHS } from '@/server/auth/captcha-glyphs';
import { startApp, type TestApp } from '@/tests/api/helpers';
import { newAttrKey } from '@/tests/api/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** The glyph whose polylines, scaled, best fit the drawn ones (same number of lines and points). */
function glyphOf(drawn: number[][]): string | undefined {
  let best: { char: string; error: number } | undefined;
  for (const [char, lines] of Object.entries(GLYPHS)) {
    if (lines.length !== drawn.length || lines.some((line, i) => line.length !== drawn[i].length)) continue;
    const [font, seen] = [lines.flat(), drawn.flat()];
    const scale = font.reduce((sum, v, i) => sum + v * seen[i], 0) / font.reduce((sum, v) => sum + v * v, 0);
    const error = font.reduce((sum, v, i) => sum + Math.abs(v * scale - seen[i]), 0);
    if (!best || error < best.error) best = { char, error };
  }
  return best?.char;
}

/** The attack on the old captcha: every <g> of polylines, in document order, read as the glyph it draws. */
function readFromMarkup(markup: string): string {
  const groups = [...markup.matchAll(/<g [^>]*transform[^>]*>((?:<polyline [^>]*\/>)+)<\/g>/g)];
  return groups
    .map(([, inner]) => [...inner.matchAll(/points="([^"]*)"/g)].map(([, points]) => points.split(/[ ,]/).map(Number)))
    .map((lines) => glyphOf(lines) ?? '?')
    .join('');
}

const answerOf = async (attrKey: string) => (await t.app.inject({ method: 'GET', url: '/pt/test/captcha', query: { attrKey } })).json().data.text as string;
/** PNG chunk types in file order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

describe('captcha.generate against a reading program', () => {
  it('V2.2.1 answers a 240 x 80 PNG with no markup or text chunk (only pixels): the polyline reader reads nothing of 20 images', async () => {
    let read = 0;
    for (let i = 0; i < 20; i++) {
      const attrKey = newAttrKey();
      const res = await t.app.inject({ method: 'GET', url: '/pt/captcha/generate', query: { attrKey, random: String(i) }, headers: { 'qx-portal': '1001' } });
      const answer = await answerOf(attrKey);
      expect(res.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(res.rawPayload);
      expect([png.width, png.height]).toEqual([240, 80]);
      expect(chunkTypes(res.rawPayload)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const bytes = res.rawPayload.toString('latin1');
      for (const tell of ['<svg', 'polyline', '<text']) expect(bytes).not.toContain(tell);
      if (readFromMarkup(bytes) === answer) read++;
      expect(readFromMarkup(bytes)).toBe('');
    }
    expect(read).toBe(0);
  });

  it('V2.2.1 draws the same answer differently every time, in more than two colours, so no stored picture matches it', () => {
    const [first, second] = [PNG.sync.read(captchaPng('ACDE')), PNG.sync.read(captchaPng('ACDE'))];
    expect(first.data.equals(second.data)).toBe(false);
    const colours = new Set<number>();
    for (let i = 0; i < first.data.length; i += 4) colours.add(first.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(1000);
  });
});
