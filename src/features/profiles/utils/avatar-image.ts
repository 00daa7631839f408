// Avatar pictures before they leave the browser: the type by the file's first bytes (a name or a browser's guess
// proves nothing), the size, and a square crop scaled down on a canvas. Storage checks type and size again by the
// avatars bucket's own settings (migration create_avatars_bucket), whatever the browser did.

/**
 * The picture a member may choose: a phone's photo is often 3-8 MB. Only its 256 px crop is uploaded, far below the
 * bucket's 2 MB; this bound only spares the browser decoding a huge file.
 */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The side of the square that is uploaded, in pixels. */
export const AVATAR_SIZE = 256;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';

export const AVATAR_TEXTS = {
  hint: 'PNG, JPEG or WebP, up to 10 MB. It is cropped to a square.',
  wrongType: 'The picture must be a PNG, JPEG or WebP image.',
  tooLarge: 'The picture is larger than 10 MB.',
  unreadable: 'This picture could not be read. Please choose another one.',
} as const;

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes begin with, or null when they are not a PNG, JPEG or WebP file. */
export function avatarTypeOf(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** Reads the first bytes of a file (Blob.arrayBuffer is missing in some test environments; FileReader is not). */
function headOf(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** Why the file cannot be an avatar, or null when it can. */
export async function avatarFileProblem(file: File): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TEXTS.tooLarge;
  const type = avatarTypeOf(await headOf(file, 12));
  return type ? null : AVATAR_TEXTS.wrongType;
}

/** The centred square of a width x height picture: where it starts and its side. */
export function centreSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** The picture cropped to its centred square and scaled to AVATAR_SIZE pixels, as PNG. */
export async function squareAvatar(file: File): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { x, y, side } = centreSquare(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context || side === 0) throw new Error(AVATAR_TEXTS.unreadable);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, x, y, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(AVATAR_TEXTS.unreadable))),
        'image/png',
      ),
    );
  } catch {
    throw new Error(AVATAR_TEXTS.unreadable);
  } finally {
    URL.revokeObjectURL(url);
  }
}
