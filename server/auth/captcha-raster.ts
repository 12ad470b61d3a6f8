// The pixel work of the captcha image (captcha-image.ts): an RGB canvas, anti-aliased thick strokes, a wave
// warp and PNG encoding with pngjs. Pure JS: no native image library, no fonts.
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

export class Canvas {
  readonly rgb: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3);
  }

  /** A vertical gradient from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      for (let x = 0; x < this.width; x++) for (let c = 0; c < 3; c++) this.rgb[(y * this.width + x) * 3 + c] = top[c] + (bottom[c] - top[c]) * t;
    }
  }

  /** Paints `color` where `coverage` (0..1 per pixel) says, at `opacity`. */
  paint(coverage: Float32Array, color: Rgb, opacity = 1): void {
    for (let i = 0; i < coverage.length; i++) {
      const a = coverage[i] * opacity;
      if (a <= 0) continue;
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] += (color[c] - this.rgb[i * 3 + c]) * a;
    }
  }

  /** A filled, anti-aliased disc. */
  dot(cx: number, cy: number, r: number, color: Rgb): void {
    for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(this.height - 1, Math.ceil(cy + r + 1)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r - 1)); x <= Math.min(this.width - 1, Math.ceil(cx + r + 1)); x++) {
        const a = clamp(r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy), 0, 1);
        for (let c = 0; c < 3; c++) this.rgb[(y * this.width + x) * 3 + c] += (color[c] - this.rgb[(y * this.width + x) * 3 + c]) * a;
      }
    }
  }

  /** A new canvas whose pixel (x, y) is this one's at `source(x, y)`, bilinear; outside reads the nearest edge. */
  warped(source: (x: number, y: number) => Point): Canvas {
    const out = new Canvas(this.width, this.height);
    const at = (x: number, y: number, c: number) => this.rgb[(clamp(y, 0, this.height - 1) * this.width + clamp(x, 0, this.width - 1)) * 3 + c];
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const [sx, sy] = source(x, y);
        const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
        const [fx, fy] = [sx - x0, sy - y0];
        for (let c = 0; c < 3; c++) {
          const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
          const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
          out.rgb[(y * this.width + x) * 3 + c] = top * (1 - fy) + bottom * fy;
        }
      }
    }
    return out;
  }

  /** A PNG (8-bit RGB, no text chunks). */
  png(): Buffer {
    const image = new PNG({ width: this.width, height: this.height });
    for (let i = 0; i < this.width * this.height; i++) {
      for (let c = 0; c < 3; c++) image.data[i * 4 + c] = clamp(Math.round(this.rgb[i * 3 + c]), 0, 255);
      image.data[i * 4 + 3] = 255;
    }
    return PNG.sync.write(image, { colorType: 2 });
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : clamp(((px - ax) * dx + (py - ay) * dy) / length2, 0, 1);
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** How much of each pixel the polylines cover, drawn `halfWidth` either side with a soft 1-pixel edge. */
export function strokeCoverage(width: number, height: number, polylines: readonly (readonly Point[])[], halfWidth: number): Float32Array {
  const coverage = new Float32Array(width * height);
  for (const line of polylines) {
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [line[i - 1], line[i]];
      const reach = halfWidth + 1;
      const [x0, x1] = [Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach)), Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + reach))];
      const [y0, y1] = [Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach)), Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + reach))];
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const cover = clamp(halfWidth + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b), 0, 1);
          if (cover > coverage[y * width + x]) coverage[y * width + x] = cover;
        }
      }
    }
  }
  return coverage;
}
