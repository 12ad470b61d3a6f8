// Draws a captcha as a PNG: each character from the stroke font (captcha-glyphs.ts) rasterised with its own
// scale, slant, turn and offset, crossed by noise curves as dark and as thick as the strokes, over dots, then
// the whole picture bent by two waves and speckled. The strokes exist only as pixels: nothing in the answer
// names a line or a character.
import { randomInt } from 'node:crypto';
import { Canvas, strokeCoverage, type Point, type Rgb } from './captcha-raster';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
const MARGIN = 14;

/** A random number in [min, max) with 1/1000 steps. */
const between = (min: number, max: number) => min + (randomInt(0, 1000) / 1000) * (max - min);
const color = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

export function captchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** The polylines of `char`, in pixels: the 4 x 6 grid centred on its cell, slanted, scaled, turned and moved. */
function placedGlyph(char: string, index: number, count: number): Point[][] {
  const cell = (CAPTCHA_WIDTH - 2 * MARGIN) / count;
  const [cx, cy] = [MARGIN + cell * (index + 0.5) + between(-5, 5), CAPTCHA_HEIGHT / 2 + between(-5, 5)];
  const [sx, sy] = [between(6.5, 8.5), between(6.5, 8)];
  const slant = between(-0.3, 0.3);
  const turn = (between(-25, 25) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return GLYPHS[char].map((flat) => {
    const points: Point[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      const [u, v] = [flat[i] - 2, flat[i + 1] - 3];
      const [x, y] = [(u + slant * v) * sx, v * sy];
      points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
    }
    return points;
  });
}

/** A curve across the picture, through the band the characters are in. */
function noiseCurve(): Point[] {
  const [y0, y1] = [between(10, CAPTCHA_HEIGHT - 10), between(10, CAPTCHA_HEIGHT - 10)];
  const [c1, c2] = [between(-20, CAPTCHA_HEIGHT + 20), between(-20, CAPTCHA_HEIGHT + 20)];
  const [x0, x1] = [between(0, 30), between(CAPTCHA_WIDTH - 30, CAPTCHA_WIDTH)];
  return Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const x = x0 + (x1 - x0) * t;
    const y = (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * c1 + 3 * (1 - t) * t ** 2 * c2 + t ** 3 * y1;
    return [x, y] as const;
  });
}

/** The PNG of `text` (characters of CAPTCHA_ALPHABET), CAPTCHA_WIDTH x CAPTCHA_HEIGHT. */
export function captchaPng(text: string): Buffer {
  const { width, height } = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT };
  const canvas = new Canvas(width, height);
  canvas.gradient(color(215, 250), color(215, 250));
  for (let i = 0; i < 120; i++) canvas.dot(between(0, width), between(0, height), between(0.6, 2), color(90, 210));
  for (let i = 0; i < 2; i++) canvas.paint(strokeCoverage(width, height, [noiseCurve()], between(0.6, 1.2)), color(60, 170));
  [...text].forEach((char, i) => canvas.paint(strokeCoverage(width, height, placedGlyph(char, i, text.length), between(2.2, 3.2)), color(15, 110)));
  for (let i = 0; i < 2; i++) canvas.paint(strokeCoverage(width, height, [noiseCurve()], between(1.4, 2.4)), color(15, 110), between(0.7, 1));
  const [ax, px, fx] = [between(2.5, 4.5), between(30, 60), between(0, 2 * Math.PI)];
  const [ay, py, fy] = [between(3, 6), between(70, 130), between(0, 2 * Math.PI)];
  const bent = canvas.warped((x, y) => [x + ax * Math.sin((2 * Math.PI * y) / px + fx), y + ay * Math.sin((2 * Math.PI * x) / py + fy)]);
  for (let i = 0; i < 500; i++) bent.dot(between(0, width), between(0, height), 0.35, color(40, 240));
  return bent.png();
}
