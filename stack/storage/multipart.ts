// Development stand-in for Supabase Storage (storage-api): a streaming multipart/form-data reader for uploads
// (storage-js sends a Blob as form-data with `cacheControl`, optional
// `metadata` and the file under field name ''). Like storage-api's `request.file()`, it reads the text fields
// that come before the first file part, then hands out that file's bytes as a stream; nothing is buffered
// beyond one network chunk plus the boundary length, and text fields are capped.
import { discardRest } from './body.ts';

export interface MultipartLimits {
  /** Most text fields before the file. */
  fields: number;
  /** Longest text field, bytes. */
  fieldSize: number;
  /** Longest header block of a part, bytes. */
  headerSize: number;
}

export interface MultipartFile {
  fieldName: string;
  filename: string;
  /** The part's Content-Type, undefined when it has none. */
  contentType: string | undefined;
  data: AsyncIterable<Uint8Array>;
}

export interface MultipartUpload {
  fields: Map<string, string>;
  /** The first file part, null when the body has none. */
  file: MultipartFile | null;
  /** Stops reading the body; what is left of it is dropped in the background. */
  close(): Promise<void>;
}

export class MultipartError extends Error {}

/** The boundary parameter of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : null;
}

/** `form-data; name="x"; filename="y"` -> {name: 'x', filename: 'y'} (lower-cased keys). */
function dispositionParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const quoted = match[2]?.replace(/\\(.)/g, '$1');
    params[match[1]!.toLowerCase()] = quoted ?? match[3]!.trim();
  }
  return params;
}

class ByteSource {
  buffer: Buffer;
  private ended = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {
    // A leading CRLF lets the first boundary line match the same delimiter as all the others.
    this.buffer = Buffer.from('\r\n');
  }

  /** Reads one more chunk; false at the end of the body. */
  async pull(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, value]) : Buffer.from(value);
    return true;
  }

  /** Stops parsing; the rest of the body is dropped in the background. */
  close(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      discardRest(this.reader);
    }
    return Promise.resolve();
  }

  async ensure(length: number): Promise<void> {
    while (this.buffer.length < length) {
      if (!(await this.pull())) throw new MultipartError('Unexpected end of form');
    }
  }

  /** The index of `pattern`, reading more as needed but never holding more than `limit` bytes. */
  async find(pattern: Buffer, limit: number): Promise<number> {
    for (;;) {
      const index = this.buffer.indexOf(pattern);
      if (index >= 0) return index;
      if (this.buffer.length > limit) throw new MultipartError('Multipart header or field too large');
      if (!(await this.pull())) throw new MultipartError('Unexpected end of form');
    }
  }

  skip(length: number): void {
    this.buffer = this.buffer.subarray(length);
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Reads a multipart body up to its first file part. The caller consumes `file.data` and then calls `close()`;
 * parts after the file are not read.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartUpload> {
  const source = new ByteSource(body.getReader());
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields = new Map<string, string>();
  const close = () => source.close();

  /** The bytes up to the next delimiter, which is consumed. */
  async function* partBody(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const index = source.buffer.indexOf(delimiter);
      if (index >= 0) {
        if (index > 0) yield source.buffer.subarray(0, index);
        source.skip(index + delimiter.length);
        return;
      }
      // Keep what could be the start of a delimiter split across chunks.
      const safe = source.buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        const chunk = source.buffer.subarray(0, safe);
        source.skip(safe);
        yield chunk;
      }
      if (!(await source.pull())) throw new MultipartError('Unexpected end of form');
    }
  }

  /** After a delimiter: the headers of the next part, or null after the closing delimiter. */
  async function nextPart(): Promise<Map<string, string> | null> {
    await source.ensure(2);
    if (source.buffer[0] === 0x2d && source.buffer[1] === 0x2d) return null; // "--": the end
    source.skip((await source.find(CRLF, 1024)) + CRLF.length); // transport padding, then CRLF
    const headers = new Map<string, string>();
    await source.ensure(2);
    if (source.buffer[0] === 0x0d && source.buffer[1] === 0x0a) {
      source.skip(2); // a part without headers
      return headers;
    }
    const end = await source.find(HEADER_END, limits.headerSize);
    for (const line of source.buffer.subarray(0, end).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    source.skip(end + HEADER_END.length);
    return headers;
  }

  try {
    // The preamble, then the first delimiter.
    for (let found = source.buffer.indexOf(delimiter); found < 0; found = source.buffer.indexOf(delimiter)) {
      if (source.buffer.length > limits.headerSize) throw new MultipartError('Multipart: boundary not found');
      if (!(await source.pull())) throw new MultipartError('Multipart: boundary not found');
    }
    source.skip(source.buffer.indexOf(delimiter) + delimiter.length);

    for (let headers = await nextPart(); headers; headers = await nextPart()) {
      const params = dispositionParams(headers.get('content-disposition') ?? '');
      const fieldName = params.name ?? '';
      if (params.filename !== undefined) {
        return {
          fields,
          file: {
            fieldName,
            filename: params.filename,
            contentType: headers.get('content-type'),
            data: partBody(),
          },
          close,
        };
      }
      if (fields.size >= limits.fields) throw new MultipartError('Too many fields');
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of partBody()) {
        size += chunk.byteLength;
        if (size > limits.fieldSize) throw new MultipartError(`Field ${fieldName} is too large`);
        chunks.push(Buffer.from(chunk)); // a copy: the source buffer moves on
      }
      fields.set(fieldName, Buffer.concat(chunks).toString('utf8'));
    }
    return { fields, file: null, close };
  } catch (error) {
    await source.close();
    throw error;
  }
}
