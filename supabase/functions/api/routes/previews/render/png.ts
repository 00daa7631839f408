// A PNG encoder for the preview images: 8-bit RGB, every row filtered with Sub (the cards are mostly flat colour
// and horizontal runs, which Sub turns into zeros) and compressed with zlib's deflate, which Deno and Node both
// provide as node:zlib, so nothing is fetched or compiled at run time.
import { deflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Level 6 costs about as much CPU as level 1 on these flat images and writes a smaller file. */
const DEFLATE_LEVEL = 6;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Writes one chunk (length, type, data, CRC of type and data) into `png` at `at`; answers where the next starts. */
function writeChunk(png: Uint8Array, at: number, type: string, data: Uint8Array): number {
  const view = new DataView(png.buffer, png.byteOffset);
  view.setUint32(at, data.length);
  for (let i = 0; i < 4; i++) png[at + 4 + i] = type.charCodeAt(i);
  png.set(data, at + 8);
  view.setUint32(at + 8 + data.length, crc32(png, at + 4, at + 8 + data.length));
  return at + 12 + data.length;
}

/**
 * The filtered rows, kept from one image to the next: encoding is synchronous, so no two images share it at once,
 * and an instance drawing many cards does not leave 2 MB of garbage behind each.
 */
let rows = new Uint8Array(0);

/** `rgb` holds width x height pixels, three bytes each, row after row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array<ArrayBuffer> {
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} bytes, got ${rgb.length}`);
  const stride = width * 3;
  if (rows.length < (stride + 1) * height) rows = new Uint8Array((stride + 1) * height);
  const filtered = rows.subarray(0, (stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const from = y * stride;
    const to = y * (stride + 1);
    filtered[to] = 1;
    for (let i = 0; i < 3; i++) filtered[to + 1 + i] = rgb[from + i]!;
    for (let i = 3; i < stride; i++) filtered[to + 1 + i] = (rgb[from + i]! - rgb[from + i - 3]!) & 0xff;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(filtered, { level: DEFLATE_LEVEL });
  const png = new Uint8Array(SIGNATURE.length + 12 + header.length + 12 + pixels.length + 12);
  png.set(SIGNATURE);
  let at = writeChunk(png, SIGNATURE.length, 'IHDR', header);
  at = writeChunk(png, at, 'IDAT', pixels);
  writeChunk(png, at, 'IEND', new Uint8Array(0));
  return png;
}
