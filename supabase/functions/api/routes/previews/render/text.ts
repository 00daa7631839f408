// Text for the preview images: measuring, wrapping and drawing a line in one of the faces of ./inter-glyphs.ts.
// No kerning or shaping: one glyph per character, which Latin titles at these sizes do not miss.
import { BOLD, REGULAR } from './inter-glyphs.ts';
import { Path } from './raster.ts';

type FaceData = typeof REGULAR;

/** Letters Unicode does not decompose into a base letter and an accent. */
const BASE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/** One glyph's outline, parsed once per function instance: commands with absolute points in font units. */
type Outline = (readonly [string, ...number[]])[];

export class Face {
  readonly #outlines = new Map<string, Outline>();

  constructor(readonly data: FaceData) {}

  /** The character drawn for `char`: itself, its letter without accents, or a question mark. */
  glyphOf(char: string): string {
    if (this.data.glyphs[char]) return char;
    const base = BASE_LETTERS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return this.data.glyphs[base] ? base : '?';
  }

  advance(char: string): number {
    return this.data.glyphs[this.glyphOf(char)]![0];
  }

  /** The width of `text` at `size` pixels. */
  measure(text: string, size: number): number {
    let units = 0;
    for (const char of text) units += this.advance(char);
    return (units * size) / this.data.unitsPerEm;
  }

  outline(char: string): Outline {
    const glyph = this.glyphOf(char);
    let outline = this.#outlines.get(glyph);
    if (!outline) {
      outline = parseOutline(this.data.glyphs[glyph]![1]);
      this.#outlines.set(glyph, outline);
    }
    return outline;
  }
}

function parseOutline(encoded: string): Outline {
  const outline: Outline = [];
  let x = 0;
  let y = 0;
  for (const [, type, numbers] of encoded.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const deltas = numbers ? numbers.split(',').map(Number) : [];
    const points: number[] = [];
    for (let i = 0; i < deltas.length; i += 2) {
      x += deltas[i]!;
      y += deltas[i + 1]!;
      points.push(x, y);
    }
    outline.push([type!, ...points]);
  }
  return outline;
}

export const FACES = { regular: new Face(REGULAR), bold: new Face(BOLD) };

/** Adds `text` to `path` with its baseline's left end at (x, y), `size` pixels to the em. */
export function addText(path: Path, face: Face, text: string, x: number, y: number, size: number): void {
  const scale = size / face.data.unitsPerEm;
  let pen = x;
  for (const char of text) {
    for (const [type, ...p] of face.outline(char)) {
      const px = (i: number) => pen + p[i]! * scale;
      const py = (i: number) => y + p[i]! * scale;
      if (type === 'M') path.moveTo(px(0), py(1));
      else if (type === 'L') path.lineTo(px(0), py(1));
      else if (type === 'Q') path.quadTo(px(0), py(1), px(2), py(3));
      else if (type === 'C') path.cubicTo(px(0), py(1), px(2), py(3), px(4), py(5));
      else path.close();
    }
    path.close();
    pen += face.advance(char) * scale;
  }
}

/**
 * `text` in lines no wider than `width`, at most `maxLines`; the last line kept ends with an ellipsis when text is
 * left over. A word longer than a line is cut where it reaches the edge.
 */
export function wrap(face: Face, text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (face.measure(candidate, size) <= width) {
      current = candidate;
      index++;
    } else if (current) {
      lines.push(current);
      current = '';
    } else {
      const cut = fitting(face, word, size, width);
      lines.push(word.slice(0, cut));
      words[index] = word.slice(cut);
    }
  }
  if (current && lines.length < maxLines) lines.push(current);
  if (index < words.length && lines.length) lines[lines.length - 1] = ellipsis(face, lines.at(-1)!, size, width);
  return lines;
}

/** How many characters of `word` fit in `width` (at least one, so wrapping always moves on). */
function fitting(face: Face, word: string, size: number, width: number): number {
  let end = 1;
  while (end < word.length && face.measure(word.slice(0, end + 1), size) <= width) end++;
  return end;
}

function ellipsis(face: Face, line: string, size: number, width: number): string {
  let kept = line;
  while (kept && face.measure(`${kept}\u2026`, size) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}\u2026`;
}
