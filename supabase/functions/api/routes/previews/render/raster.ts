// A small anti-aliased rasteriser for the preview images: paths of lines and Bezier curves, flattened to lines and
// filled by signed-area coverage (each edge adds the area it covers to an accumulation buffer, and a running sum
// along each row gives every pixel's coverage exactly, without supersampling). Non-zero winding with coverage
// clamped to 1, which draws font outlines and overlapping shapes correctly. Pure TypeScript: no wasm, no canvas.

export type Rgb = readonly [number, number, number];

/** Curves are cut into lines no further than this from the curve, in pixels. */
const TOLERANCE = 0.2;

export class Path {
  /** Line segments as x0, y0, x1, y1, one after the other. */
  readonly segments: number[] = [];
  #x = 0;
  #y = 0;
  #startX = 0;
  #startY = 0;

  moveTo(x: number, y: number): this {
    this.close();
    this.#x = this.#startX = x;
    this.#y = this.#startY = y;
    return this;
  }

  lineTo(x: number, y: number): this {
    if (x !== this.#x || y !== this.#y) this.segments.push(this.#x, this.#y, x, y);
    this.#x = x;
    this.#y = y;
    return this;
  }

  quadTo(cx: number, cy: number, x: number, y: number): this {
    const dd = Math.hypot(this.#x - 2 * cx + x, this.#y - 2 * cy + y);
    const steps = Math.max(1, Math.ceil(Math.sqrt(dd / (8 * TOLERANCE))));
    const [x0, y0] = [this.#x, this.#y];
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
    return this;
  }

  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    const [x0, y0] = [this.#x, this.#y];
    const dd = Math.max(Math.hypot(x0 - 2 * c1x + c2x, y0 - 2 * c1y + c2y), Math.hypot(c1x - 2 * c2x + x, c1y - 2 * c2y + y));
    const steps = Math.max(1, Math.ceil(Math.sqrt((3 * dd) / (4 * TOLERANCE))));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      this.lineTo(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y);
    }
    return this;
  }

  /** Closes the current outline back to where it started. */
  close(): this {
    return this.lineTo(this.#startX, this.#startY);
  }

  /** A rectangle with corners of radius `r`, each a quarter circle (as a cubic). */
  roundedRect(x: number, y: number, width: number, height: number, r: number): this {
    const radius = Math.min(r, width / 2, height / 2);
    const k = radius * (1 - 0.5523);
    const [right, bottom] = [x + width, y + height];
    this.moveTo(x + radius, y).lineTo(right - radius, y);
    this.cubicTo(right - k, y, right, y + k, right, y + radius).lineTo(right, bottom - radius);
    this.cubicTo(right, bottom - k, right - k, bottom, right - radius, bottom).lineTo(x + radius, bottom);
    this.cubicTo(x + k, bottom, x, bottom - k, x, bottom - radius).lineTo(x, y + radius);
    this.cubicTo(x, y + k, x + k, y, x + radius, y);
    return this.close();
  }
}

/** Adds one edge's signed coverage to `acc` (rows of `width` cells), in the area's own coordinates. */
function accumulate(acc: Float32Array, width: number, height: number, ax: number, ay: number, bx: number, by: number) {
  if (ay === by) return;
  const dir = ay < by ? 1 : -1;
  let [x0, y0, x1, y1] = dir > 0 ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const dxdy = (x1 - x0) / (y1 - y0);
  if (y0 < 0) {
    x0 -= y0 * dxdy;
    y0 = 0;
  }
  y1 = Math.min(y1, height);
  let x = x0;
  const maxX = width - 2;
  for (let row = Math.floor(y0); row < y1; row++) {
    const start = row * width;
    const dy = Math.min(row + 1, y1) - Math.max(row, y0);
    const next = x + dxdy * dy;
    const d = dy * dir;
    const left = Math.min(Math.max(Math.min(x, next), 0), maxX);
    const right = Math.min(Math.max(Math.max(x, next), 0), maxX);
    const leftCell = Math.floor(left);
    const rightCell = Math.ceil(right);
    if (rightCell <= leftCell + 1) {
      // The edge stays within one cell: its area splits between that cell and the next.
      const middle = 0.5 * (left + right) - leftCell;
      acc[start + leftCell]! += d - d * middle;
      acc[start + leftCell + 1]! += d * middle;
    } else {
      const slope = 1 / (right - left);
      const leftPart = left - leftCell;
      const first = 0.5 * slope * (1 - leftPart) * (1 - leftPart);
      const rightPart = right - rightCell + 1;
      const last = 0.5 * slope * rightPart * rightPart;
      acc[start + leftCell]! += d * first;
      if (rightCell === leftCell + 2) {
        acc[start + leftCell + 1]! += d * (1 - first - last);
      } else {
        const second = slope * (1.5 - leftPart);
        acc[start + leftCell + 1]! += d * (second - first);
        for (let cell = leftCell + 2; cell < rightCell - 1; cell++) acc[start + cell]! += d * slope;
        const beforeLast = second + (rightCell - leftCell - 3) * slope;
        acc[start + rightCell - 1]! += d * (1 - beforeLast - last);
      }
      acc[start + rightCell]! += d * last;
    }
    x = next;
  }
}

/** An RGB image, three bytes a pixel, row after row: what encodePng takes. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Each row in one colour: a vertical gradient when `colorOf` changes with the row. */
  fillRows(colorOf: (row: number) => Rgb): void {
    const stride = this.width * 3;
    for (let row = 0; row < this.height; row++) {
      const [r, g, b] = colorOf(row);
      const start = row * stride;
      for (let i = start; i < start + stride; i += 3) {
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /** Fills `path` (non-zero winding) with `color`, blended at `opacity`; anti-aliased edges. */
  fill(path: Path, color: Rgb, opacity = 1): void {
    // An outline left open is filled as if closed, as in SVG and canvas.
    const segments = path.close().segments;
    if (!segments.length) return;
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < segments.length; i += 2) {
      minX = Math.min(minX, segments[i]!);
      maxX = Math.max(maxX, segments[i]!);
      minY = Math.min(minY, segments[i + 1]!);
      maxY = Math.max(maxY, segments[i + 1]!);
    }
    const left = Math.max(0, Math.floor(minX));
    const top = Math.max(0, Math.floor(minY));
    const right = Math.min(this.width, Math.ceil(maxX));
    const bottom = Math.min(this.height, Math.ceil(maxY));
    if (right <= left || bottom <= top) return;
    // Two cells more than the area: an edge's area may spill into the cell after its last pixel.
    const width = right - left + 2;
    const height = bottom - top;
    const acc = new Float32Array(width * height);
    for (let i = 0; i < segments.length; i += 4) {
      accumulate(
        acc,
        width,
        height,
        segments[i]! - left,
        segments[i + 1]! - top,
        segments[i + 2]! - left,
        segments[i + 3]! - top,
      );
    }
    const [r, g, b] = color;
    for (let row = 0; row < height; row++) {
      let sum = 0;
      let at = ((top + row) * this.width + left) * 3;
      for (let cell = row * width, end = cell + right - left; cell < end; cell++, at += 3) {
        sum += acc[cell]!;
        const alpha = Math.min(1, Math.abs(sum)) * opacity;
        if (alpha < 1 / 512) continue;
        const keep = 1 - alpha;
        this.pixels[at] = this.pixels[at]! * keep + r * alpha + 0.5;
        this.pixels[at + 1] = this.pixels[at + 1]! * keep + g * alpha + 0.5;
        this.pixels[at + 2] = this.pixels[at + 2]! * keep + b * alpha + 0.5;
      }
    }
  }
}

/** `#rrggbb` as a colour; anything else as `fallback`. */
export function parseHex(hex: string | undefined, fallback: Rgb): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  return match ? [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)] : fallback;
}

/** The colour `t` of the way (0 to 1) from `a` to `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
