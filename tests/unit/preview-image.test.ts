// The preview images' renderer, run in Node as the function runs it in Deno: the PNG it writes decodes back to the
// pixels drawn, edges are anti-aliased by their exact coverage, text wraps within its width, and a whole card costs
// well under the 200 ms of CPU the design allows per image (hosted functions have 2 s per request).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  categoryAccent,
  HEIGHT,
  renderCard,
  WIDTH,
  type PreviewCard,
} from '../../supabase/functions/api/routes/previews/render/card.ts';
import { crc32, encodePng } from '../../supabase/functions/api/routes/previews/render/png.ts';
import { Canvas, Path } from '../../supabase/functions/api/routes/previews/render/raster.ts';
import { FACES, wrap } from '../../supabase/functions/api/routes/previews/render/text.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Uint8Array;
  crcOk: boolean;
}

function chunksOf(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.push({
      type,
      data,
      crcOk: view.getUint32(at + 8 + length) === crc32(png, at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** The RGB pixels of a PNG this encoder wrote (8-bit RGB, Sub filter on every row). */
function decode(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const chunks = chunksOf(png);
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
  const [width, height] = [header.getUint32(0), header.getUint32(4)];
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return { width, height, pixels };
}

describe('PNG encoder', () => {
  it('writes a valid PNG that decodes to the pixels given', () => {
    const pixels = new Uint8Array(7 * 5 * 3).map((_, i) => (i * 37) % 256);
    const png = encodePng(7, 5, pixels);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const chunks = chunksOf(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const decoded = decode(png);
    expect([decoded.width, decoded.height]).toEqual([7, 5]);
    expect([...decoded.pixels]).toEqual([...pixels]);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('refuses pixels of another size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(/expected 12 bytes/);
  });
});

describe('rasteriser', () => {
  const at = (canvas: Canvas, x: number, y: number) => canvas.pixels[(y * canvas.width + x) * 3]!;

  it('fills whole pixels exactly and leaves the others', () => {
    const canvas = new Canvas(10, 10);
    canvas.fill(new Path().moveTo(2, 3).lineTo(6, 3).lineTo(6, 8).lineTo(2, 8), [255, 255, 255]);
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 10; x++)
        expect(at(canvas, x, y)).toBe(x >= 2 && x < 6 && y >= 3 && y < 8 ? 255 : 0);
    }
  });

  it('blends an edge by the share of the pixel it covers', () => {
    const canvas = new Canvas(4, 2);
    canvas.fill(new Path().moveTo(0, 0).lineTo(1.5, 0).lineTo(1.5, 2).lineTo(0, 2), [200, 200, 200]);
    expect([at(canvas, 0, 0), at(canvas, 1, 0), at(canvas, 2, 0)]).toEqual([200, 100, 0]);
  });

  it('covers the area of a curved shape', () => {
    const canvas = new Canvas(100, 100);
    canvas.fill(new Path().roundedRect(10, 10, 80, 80, 40), [255, 0, 0]);
    let covered = 0;
    for (let i = 0; i < canvas.pixels.length; i += 3) covered += canvas.pixels[i]! / 255;
    expect(covered).toBeGreaterThan(Math.PI * 40 * 40 * 0.995);
    expect(covered).toBeLessThan(Math.PI * 40 * 40 * 1.005);
  });

  it('keeps a hole in a shape drawn the other way round (non-zero winding)', () => {
    const canvas = new Canvas(10, 10);
    const path = new Path().moveTo(0, 0).lineTo(10, 0).lineTo(10, 10).lineTo(0, 10);
    path.moveTo(3, 3).lineTo(3, 7).lineTo(7, 7).lineTo(7, 3);
    canvas.fill(path, [255, 255, 255]);
    expect([at(canvas, 1, 1), at(canvas, 5, 5)]).toEqual([255, 0]);
  });
});

describe('text', () => {
  it('wraps within the width, and ends a cut title with an ellipsis', () => {
    const title = 'An offline-first AI tutor that runs on low-cost tablets and adapts lessons to each pupil';
    const lines = wrap(FACES.bold, title, 64, 600, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(FACES.bold.measure(line, 64)).toBeLessThanOrEqual(600);
    expect(lines[1]!.endsWith('\u2026')).toBe(true);
    expect(wrap(FACES.bold, 'Short title', 64, 600, 3)).toEqual(['Short title']);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrap(FACES.regular, 'x'.repeat(200), 30, 300, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(FACES.regular.measure(line, 30)).toBeLessThanOrEqual(300);
  });

  it('draws accented letters the font lacks as their base letter, and others as a question mark', () => {
    expect(FACES.regular.glyphOf('é')).toBe('é');
    expect(FACES.regular.glyphOf('ő')).toBe('o');
    expect(FACES.regular.glyphOf('Ł')).toBe('L');
    expect(FACES.regular.glyphOf('漢')).toBe('?');
  });
});

describe('preview card', () => {
  const card: PreviewCard = {
    kind: 'idea',
    title:
      'AI Tutor for Rural Schools: offline-first lessons for every pupil, synced whenever a connection appears',
    category: 'Education',
    score: { value: 61.43, ratings: 12 },
    accent: categoryAccent('education'),
  };

  it('is a 1200x630 PNG with the text drawn on it', () => {
    const { width, height, pixels } = decode(renderCard(card));
    expect([width, height]).toEqual([WIDTH, HEIGHT]);
    // White text pixels in the title's band; none in the empty band under the header.
    const whiteIn = (top: number, bottom: number) => {
      let count = 0;
      for (let i = top * width * 3; i < bottom * width * 3; i += 3)
        if (pixels[i]! > 240 && pixels[i + 2]! > 240) count++;
      return count;
    };
    expect(whiteIn(230, 300)).toBeGreaterThan(2000);
    expect(whiteIn(112, 140)).toBe(0);
  });

  it('draws the same bytes for the same data', () => {
    expect(Buffer.from(renderCard(card)).equals(Buffer.from(renderCard(card)))).toBe(true);
  });

  it('costs well under 200 ms of CPU per image', () => {
    renderCard({
      ...card,
      kind: 'landing page',
      subtitle: 'A first drawing parses the glyphs it uses.',
      score: null,
    });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = process.cpuUsage();
      renderCard({ ...card, title: `${card.title} ${i}` });
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(100);
  });
});
