// Development stand-in for Supabase Storage (storage-api): what an upload request carries. Either multipart/form-data
// (fields `cacheControl`, `metadata` / `userMetadata`, `contentType`, then the file, whose part Content-Type is the
// mime type) or a raw body (Content-Type = mime type, `cache-control`, base64 JSON in `x-metadata`). The mime type is
// checked against the bucket's allowed_mime_types (415) and a declared Content-Length against the size limit (413)
// before any byte of the file is read.
import { discardRest } from './body.ts';
import { ERRORS } from './errors.ts';
import { MultipartError, multipartBoundary, readMultipart } from './multipart.ts';

export interface UploadSource {
  mimeType: string;
  /** As stored in metadata.cacheControl: `max-age=3600`, or `no-cache` when none was sent. */
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** The request's Content-Length for a raw body (what the RLS test sees as metadata.contentLength). */
  declaredLength: number | undefined;
  data: AsyncIterable<Uint8Array>;
  /** Stops reading the request body. */
  close(): Promise<void>;
}

export interface UploadRules {
  objectName: string;
  maxFileSize: number;
  allowedMimeTypes: string[] | null;
}

/** storage-api's `.emptyFolderPlaceholder` objects: always 0 bytes, any type. */
export const isEmptyFolder = (name: string): boolean => name.endsWith('.emptyFolderPlaceholder');

/** `type/subtype` must equal an allowed entry, or match `type/*` (compared literally, parameters included). */
export function assertMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw ERRORS.invalidMimeType(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw ERRORS.invalidMimeType(mimeType);
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function* chunksOf(
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
): AsyncGenerator<Uint8Array> {
  if (!reader) return;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

const MAX_USER_METADATA = 1024 * 1024;

export async function readUpload(request: Request, rules: UploadRules): Promise<UploadSource> {
  const contentType = request.headers.get('content-type') ?? '';
  const checkMime = (mimeType: string) => {
    if (!isEmptyFolder(rules.objectName)) assertMimeType(mimeType, rules.allowedMimeTypes);
  };

  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const boundary = multipartBoundary(contentType);
    if (!boundary || !request.body) throw ERRORS.noContentProvided();
    let form;
    try {
      form = await readMultipart(request.body, boundary, {
        fields: 10,
        fieldSize: MAX_USER_METADATA,
        headerSize: 16 * 1024,
      });
    } catch (error) {
      if (error instanceof MultipartError) throw ERRORS.noContentProvided(error.message);
      throw error;
    }
    try {
      if (!form.file) throw ERRORS.noContentProvided();
      // busboy's default for a part without Content-Type.
      const mimeType = form.fields.get('contentType') || form.file.contentType || 'text/plain';
      checkMime(mimeType);
      const cacheTime = form.fields.get('cacheControl');
      const metadata = form.fields.get('metadata') ?? form.fields.get('userMetadata');
      const file = form.file;
      return {
        mimeType,
        cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
        userMetadata: metadata === undefined ? undefined : parseJsonObject(metadata),
        // Content-Length of a form includes the boundaries: it says nothing about the file.
        declaredLength: undefined,
        data: (async function* () {
          try {
            yield* file.data;
          } catch (error) {
            if (error instanceof MultipartError) throw ERRORS.noContentProvided(error.message);
            throw error;
          }
        })(),
        close: () => form.close(),
      };
    } catch (error) {
      await form.close();
      throw error;
    }
  }

  const mimeType = contentType || 'application/octet-stream';
  const reader = request.body?.getReader();
  let closed = false;
  const close = () => {
    if (reader && !closed) discardRest(reader);
    closed = true;
    return Promise.resolve();
  };
  try {
    checkMime(mimeType);
    const header = request.headers.get('content-length');
    const declaredLength = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
    if (declaredLength !== undefined && declaredLength > rules.maxFileSize) throw ERRORS.entityTooLarge();
    const metadata = request.headers.get('x-metadata');
    let userMetadata: Record<string, unknown> | undefined;
    // (Node's 16 KiB header limit keeps this header far below storage-api's 1 MiB user_metadata cap.)
    if (metadata !== null) userMetadata = parseJsonObject(Buffer.from(metadata, 'base64').toString('utf8'));
    return {
      mimeType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata,
      declaredLength,
      data: chunksOf(reader),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
