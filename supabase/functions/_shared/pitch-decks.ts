// Pitch decks in the private `pitch-decks` bucket, always through Storage as the caller, so the bucket's
// policies decide (supabase/migrations/..._create_pitch_decks_bucket.sql).
import { PITCH_DECK, SIGNED_URL_SECONDS } from './schemas/common.ts';
import type { Caller } from './auth.ts';
import { env } from './env.ts';
import { ApiError, forbidden } from './errors.ts';
import { removeObjects, storageHeaders } from './storage.ts';

const BUCKET = 'pitch-decks';
export { SIGNED_URL_SECONDS };

type DeckKind = keyof typeof PITCH_DECK.mimeTypes;

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy Office (.ppt)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // OOXML (.pptx) is a zip

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** What the file is by its content; the name's extension must agree. */
export function deckKind(bytes: Uint8Array, fileName: string): DeckKind | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  let kind: DeckKind | null = null;
  if (startsWith(bytes, PDF)) kind = 'pdf';
  else if (startsWith(bytes, OLE2)) kind = 'ppt';
  else if (startsWith(bytes, ZIP) && contains(bytes, 'ppt/')) kind = 'pptx';
  return kind && kind === extension ? kind : null;
}

export interface DeckFile {
  bytes: Uint8Array<ArrayBuffer>;
  kind: DeckKind;
  name: string;
}

export async function readDeck(file: File): Promise<DeckFile> {
  if (file.size > PITCH_DECK.maxBytes) {
    throw new ApiError(413, 'payload_too_large', 'The pitch deck is larger than 10 MB.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = deckKind(bytes, file.name);
  if (!kind) {
    throw new ApiError(415, 'unsupported_media_type', 'The pitch deck must be a PDF, PPT or PPTX file.');
  }
  return { bytes, kind, name: file.name };
}

function objectUrl(path: string, prefix = 'object'): string {
  return `${env.supabaseUrl}/storage/v1/${prefix}/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** Uploads into the caller's folder and returns the object's name. */
export async function uploadDeck(caller: Caller, deck: DeckFile): Promise<string> {
  if (!caller.userId) throw forbidden();
  const safeName = deck.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+/, '').slice(-80) || `deck.${deck.kind}`;
  const path = `${caller.userId}/${crypto.randomUUID()}-${safeName}`;
  const response = await fetch(objectUrl(path), {
    method: 'POST',
    headers: { ...storageHeaders(caller), 'content-type': PITCH_DECK.mimeTypes[deck.kind], 'x-upsert': 'false' },
    body: deck.bytes,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { statusCode?: string; message?: string };
    const status = Number(body.statusCode ?? response.status);
    if (status === 413) throw new ApiError(413, 'payload_too_large', 'The pitch deck is larger than 10 MB.');
    if (status === 415) throw new ApiError(415, 'unsupported_media_type', 'The pitch deck must be a PDF, PPT or PPTX file.');
    if (status === 403) throw forbidden('You may only upload pitch decks into your own folder.');
    throw new ApiError(502, 'storage_failed', 'The pitch deck could not be stored. Please try again.');
  }
  return path;
}

/** The file's name as the member gave it (made safe), without the folder and the unique prefix uploadDeck adds. */
export function deckName(path: string): string {
  const file = path.slice(path.indexOf('/') + 1);
  return file.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '');
}

/** Best effort: a failure leaves an object that only its owner can see, and is logged. */
export async function removeDeck(caller: Caller, path: string): Promise<void> {
  await removeObjects(caller, BUCKET, [path]);
}

/** A URL the caller may open for an hour, or null when Storage refuses (e.g. the deck is not theirs to read). */
export async function signDeck(caller: Caller, path: string): Promise<string | null> {
  try {
    const response = await fetch(objectUrl(path, 'object/sign'), {
      method: 'POST',
      headers: { ...storageHeaders(caller), 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
    });
    if (!response.ok) return null;
    const { signedURL } = (await response.json()) as { signedURL?: string };
    return signedURL ? `${env.supabaseUrl}/storage/v1${signedURL}` : null;
  } catch {
    return null;
  }
}
