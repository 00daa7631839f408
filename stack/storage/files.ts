// Development stand-in for Supabase Storage (storage-api): the file backend.
// The bytes of object <name> in bucket <bucket> live at <dataDir>/storage/<bucket>/<name>. An upload is
// streamed into a temporary file under <dataDir>/storage/#uploads (never held in memory, cut off as soon as it
// passes the size limit) and renamed into place only once its row is written, so a refused or failed upload
// leaves no file behind.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ERRORS, StorageError } from './errors.ts';

/** Not a valid bucket name ('#' is outside storage-api's bucket charset), so it never collides with a bucket. */
const UPLOADS_DIR = '#uploads';

export interface StoredUpload {
  tempPath: string;
  size: number;
  /** Quoted MD5 of the bytes, as S3 and storage-api's file backend give it. */
  eTag: string;
}

export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage');
  }

  /**
   * Where an object's bytes live. Like storage-api's file backend, names with a '.' or '..' segment, an empty
   * segment or a NUL byte cannot be stored on a file system: InvalidKey.
   */
  objectPath(bucket: string, name: string): string {
    const segments = [bucket, ...name.split('/')];
    if (
      name.includes('\0') ||
      segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))
    ) {
      throw ERRORS.invalidKey(name);
    }
    const file = path.resolve(this.root, ...segments);
    if (!file.startsWith(path.join(this.root, bucket) + path.sep)) throw ERRORS.invalidKey(name);
    return file;
  }

  /**
   * Streams `source` into a new temporary file, stopping with EntityTooLarge (and no file left) as soon as more
   * than `maxBytes` arrived.
   */
  async receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StoredUpload> {
    const dir = path.join(this.root, UPLOADS_DIR);
    await fs.mkdir(dir, { recursive: true });
    const tempPath = path.join(dir, randomUUID());
    const hash = createHash('md5');
    let size = 0;
    const handle = await fs.open(tempPath, 'wx', 0o600);
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > maxBytes) throw ERRORS.entityTooLarge();
        hash.update(chunk);
        let written = 0;
        while (written < chunk.byteLength) {
          written += (await handle.write(chunk, written, chunk.byteLength - written)).bytesWritten;
        }
      }
      await handle.close();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size, eTag: `"${hash.digest('hex')}"` };
  }

  /** Moves a received upload into place, replacing the previous bytes of the object atomically. */
  async commit(upload: StoredUpload, bucket: string, name: string): Promise<void> {
    const file = this.objectPath(bucket, name);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(upload.tempPath, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTDIR' && code !== 'EEXIST' && code !== 'EISDIR') throw error;
      // S3 holds `a` and `a/b` side by side; one folder of files cannot.
      throw new StorageError(
        409,
        'InvalidKey',
        `The local Storage stand-in cannot keep both an object and a folder named ${bucket}/${name} or a prefix of it`,
      );
    }
  }

  async discard(upload: StoredUpload): Promise<void> {
    await fs.rm(upload.tempPath, { force: true });
  }

  /** Removes an object's bytes and the folders it leaves empty (a missing file is not an error). */
  async remove(bucket: string, name: string): Promise<void> {
    let file: string;
    try {
      file = this.objectPath(bucket, name);
    } catch {
      return; // a name no file can have (a row written by hand): there are no bytes to remove
    }
    await fs.rm(file, { force: true });
    const bucketDir = path.join(this.root, bucket);
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch {
        break; // not empty (or already gone): stop climbing
      }
    }
  }

  /** The size of an object's bytes, or null when the file is missing. */
  async size(bucket: string, name: string): Promise<number | null> {
    try {
      return (await fs.stat(this.objectPath(bucket, name))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The object's bytes as a stream with their size, or null when the file is missing. */
  async open(
    bucket: string,
    name: string,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
    const file = this.objectPath(bucket, name);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const { size } = await handle.stat();
    // The open handle keeps these bytes readable even if an upload replaces the file meanwhile; the stream
    // closes it when it ends or is cancelled.
    return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
  }
}
