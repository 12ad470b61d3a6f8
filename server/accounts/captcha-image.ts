// Draws a captcha as an SVG: each character from the stroke font, scaled, shifted and turned at random,
// over noise lines and dots. No fonts, no dependency.
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** A random number in [min, max) with 1/1000 steps. */
const between = (min: number, max: number) => min + (randomInt(0, 1000) / 1000) * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;
const color = (min: number, max: number) => `rgb(${[0, 1, 2].map(() => randomInt(min, max)).join(',')})`;

export function captchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

function glyph(char: string, index: number, count: number): string {
  const cell = (WIDTH - 16) / count;
  const scale = between(3.6, 4.6);
  const x = 8 + cell * index + (cell - 4 * scale) / 2 + between(-2, 2);
  const y = (HEIGHT - 6 * scale) / 2 + between(-3, 3);
  const turn = between(-22, 22);
  const center = `${round(2 * scale)} ${round(3 * scale)}`;
  const lines = GLYPHS[char].map((points) => {
    const pairs: string[] = [];
    for (let i = 0; i < points.length; i += 2) pairs.push(`${round(points[i] * scale)},${round(points[i + 1] * scale)}`);
    return `<polyline points="${pairs.join(' ')}"/>`;
  });
  const transform = `translate(${round(x)} ${round(y)}) rotate(${round(turn)} ${center})`;
  return `<g transform="${transform}" stroke="${color(20, 110)}" stroke-width="${round(between(2, 2.8))}">${lines.join('')}</g>`;
}

function noiseLine(): string {
  const [x1, y1, x2, y2] = [between(0, 20), between(0, HEIGHT), between(100, WIDTH), between(0, HEIGHT)];
  const [cx, cy] = [between(30, 90), between(-10, HEIGHT + 10)];
  const d = `M${round(x1)} ${round(y1)} Q${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)}`;
  return `<path d="${d}" fill="none" stroke="${color(60, 180)}" stroke-width="${round(between(1, 2))}"/>`;
}

function dot(): string {
  return `<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.5, 1.5))}" fill="${color(80, 200)}"/>`;
}

/** The SVG document of `text` (characters of CAPTCHA_ALPHABET). */
export function captchaSvg(text: string): string {
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${color(225, 250)}"/>`,
    ...Array.from({ length: 30 }, dot),
    ...Array.from({ length: 3 }, noiseLine),
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${[...text].map((c, i) => glyph(c, i, text.length)).join('')}</g>`,
    ...Array.from({ length: 2 }, noiseLine),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha">${parts.join('')}</svg>`;
}
