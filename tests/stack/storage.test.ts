// The Storage stand-in (stack/storage) against the real @supabase/supabase-js storage client, signed in as
// real users: the pitch-decks bucket's RLS policies decide, uploads are capped and typed by the bucket, and
// refused uploads leave neither a row nor a file (stack/storage/README.md).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY } from '../../stack/index.ts';
import { anonClient, apiUrl, serviceClient, sql, uniqueEmail } from './helpers.ts';

const BUCKET = 'pitch-decks';
const PASSWORD = 'password123';
const MiB = 1024 * 1024;

interface Member {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

async function signIn(email: string, password = PASSWORD): Promise<Member> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { id: data.user.id, email, token: data.session.access_token, client };
}

/** A new confirmed member (made by the Auth admin API), signed in with the password. */
async function newMember(label: string): Promise<Member> {
  const email = uniqueEmail(label);
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  return signIn(email);
}

/** A small but real-looking PDF, different every time. */
function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

const md5 = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** Byte-for-byte equality, compared by size and digest (a deep equal of megabytes is slow). */
function expectSameBytes(actual: Buffer, expected: Buffer): void {
  expect({ size: actual.length, md5: md5(actual) }).toEqual({ size: expected.length, md5: md5(expected) });
}

async function objectRow(name: string) {
  const [row] = await sql<{
    id: string;
    owner: string | null;
    owner_id: string | null;
    version: string | null;
    metadata: Record<string, unknown>;
  }>(
    'select id, owner, owner_id, version, metadata from storage.objects where bucket_id = $1 and name = $2',
    [BUCKET, name],
  );
  return row;
}

/** The stack's data folder, where the Storage stand-in keeps object bytes. */
async function dataDir(): Promise<string> {
  return Promise.resolve(inject('dataDir'));
}

let storageRoot = '';
const objectFile = (name: string) => path.join(storageRoot, BUCKET, ...name.split('/'));
/** Uploads still being received; none may be left over. */
const pendingUploads = () => {
  const dir = path.join(storageRoot, '#uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function bytesOf(blob: Blob | null): Promise<Buffer> {
  return Buffer.from(await blob!.arrayBuffer());
}

/** An idea row by `author`, with `pitchDeckPath` as its deck, written as postgres. */
async function ideaWithDeck(author: Member, pitchDeckPath: string): Promise<string> {
  const [idea] = await sql<{ id: string }>(
    `insert into public.ideas (author_id, title, description, category, target_market, business_model, pitch_deck_path)
     values ($1, 'Deck test idea', repeat('A description that is long enough. ', 3), 'technology',
             'Small teams everywhere', 'Subscription per seat', $2)
     returning id`,
    [author.id, pitchDeckPath],
  );
  return idea!.id;
}

describe('storage: pitch-decks bucket', () => {
  let owner: Member;
  let other: Member;
  let admin: Member;

  beforeAll(async () => {
    owner = await newMember('deck-owner');
    other = await newMember('deck-other');
    admin = await signIn('admin@example.com');
    storageRoot = path.join(await dataDir(), 'storage');
  });

  it('has the bucket of config.toml and the migration, which only the service role can see', async () => {
    const { data, error } = await serviceClient().storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: BUCKET,
      name: BUCKET,
      public: false,
      file_size_limit: 10 * MiB,
      allowed_mime_types: [
        'application/pdf',
        'application/vnd.ms-powerpoint',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
    });
    // storage.buckets has RLS and no policy: a member lists nothing.
    const listed = await owner.client.storage.listBuckets();
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([]);
  });

  it("uploads a deck into the member's own folder and downloads the same bytes with its headers", async () => {
    const name = `${owner.id}/deck.pdf`;
    const bytes = pdfBytes();
    const { data, error } = await owner.client.storage
      .from(BUCKET)
      .upload(name, bytes, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), path: name, fullPath: `${BUCKET}/${name}` });

    const row = await objectRow(name);
    expect(row).toMatchObject({
      id: data!.id,
      owner: owner.id,
      owner_id: owner.id,
      version: expect.any(String),
    });
    expect(row!.metadata).toMatchObject({
      eTag: md5(bytes),
      size: bytes.length,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=3600',
      contentLength: bytes.length,
      httpStatusCode: 200,
      lastModified: expect.any(String),
    });
    expectSameBytes(readFileSync(objectFile(name)), bytes);

    const download = await owner.client.storage.from(BUCKET).download(name);
    expect(download.error).toBeNull();
    expectSameBytes(await bytesOf(download.data), bytes);

    const response = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}/${name}`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('etag')).toBe(md5(bytes));
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Date(response.headers.get('last-modified')!).getTime()).not.toBeNaN();
    expectSameBytes(Buffer.from(await response.arrayBuffer()), bytes);

    const exists = await owner.client.storage.from(BUCKET).exists(name);
    expect(exists.data).toBe(true);
    const info = await owner.client.storage.from(BUCKET).info(name);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name,
      bucketId: BUCKET,
      size: bytes.length,
      contentType: 'application/pdf',
    });
  });

  it('takes a Blob as multipart form-data, with its type as the mime type', async () => {
    const name = `${owner.id}/form/deck.pdf`;
    const bytes = pdfBytes(300_000);
    const { error } = await owner.client.storage
      .from(BUCKET)
      .upload(name, new Blob([bytes], { type: 'application/pdf' }), {
        cacheControl: '60',
        metadata: { kind: 'deck' },
      });
    expect(error).toBeNull();
    expect((await objectRow(name))!.metadata).toMatchObject({
      mimetype: 'application/pdf',
      size: bytes.length,
      cacheControl: 'max-age=60',
    });
    expectSameBytes(readFileSync(objectFile(name)), bytes);
    const info = await owner.client.storage.from(BUCKET).info(name);
    expect(info.data).toMatchObject({ metadata: { kind: 'deck' }, cacheControl: 'max-age=60' });
  });

  it('lists the files and folders directly under a prefix', async () => {
    const names = ['b.pdf', 'A.pdf', 'sub/c.pdf', 'sub/deeper/d.pdf'].map((n) => `${owner.id}/listing/${n}`);
    for (const name of names) {
      expect(
        (
          await owner.client.storage
            .from(BUCKET)
            .upload(name, pdfBytes(100), { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();
    }
    const listed = await owner.client.storage.from(BUCKET).list(`${owner.id}/listing`);
    expect(listed.error).toBeNull();
    expect(listed.data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['A.pdf', false],
      ['b.pdf', false],
      ['sub', true],
    ]);
    expect(listed.data![0]!.metadata).toMatchObject({ size: 100, mimetype: 'application/pdf' });
    const searched = await owner.client.storage.from(BUCKET).list(`${owner.id}/listing`, { search: 'b' });
    expect(searched.data!.map((entry) => entry.name)).toEqual(['b.pdf']);
    const paged = await owner.client.storage
      .from(BUCKET)
      .list(`${owner.id}/listing`, { limit: 1, offset: 1 });
    expect(paged.data!.map((entry) => entry.name)).toEqual(['b.pdf']);
    // RLS: another member sees nothing of it.
    const foreign = await other.client.storage.from(BUCKET).list(`${owner.id}/listing`);
    expect(foreign.data).toEqual([]);
  });

  it('signs a URL that serves the bytes without a session; a tampered or foreign token fails', async () => {
    const name = `${owner.id}/signed.pdf`;
    const bytes = pdfBytes();
    expect(
      (await owner.client.storage.from(BUCKET).upload(name, bytes, { contentType: 'application/pdf' })).error,
    ).toBeNull();

    const { data, error } = await owner.client.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    const signedUrl = new URL(data!.signedUrl);
    expect(signedUrl.pathname).toBe(`/storage/v1/object/sign/${BUCKET}/${name}`);
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('expires')).toBeTruthy();
    expectSameBytes(Buffer.from(await response.arrayBuffer()), bytes);

    const token = signedUrl.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ url: `${BUCKET}/${name}`, scope: 'download' });

    const forged = Buffer.from(JSON.stringify({ ...claims, url: `${BUCKET}/${other.id}/x.pdf` })).toString(
      'base64url',
    );
    const tampered = await fetch(
      `${apiUrl()}/storage/v1/object/sign/${BUCKET}/${other.id}/x.pdf?token=${header}.${forged}.${signature}`,
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    // A valid token only opens the path it was signed for.
    const elsewhere = await fetch(
      `${apiUrl()}/storage/v1/object/sign/${BUCKET}/${owner.id}/deck.pdf?token=${token}`,
    );
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    // Signing needs SELECT on the object: another member cannot sign the owner's deck.
    const foreign = await other.client.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(foreign.error).toMatchObject({ status: 400, statusCode: '404' });

    const many = await owner.client.storage
      .from(BUCKET)
      .createSignedUrls([name, `${owner.id}/missing.pdf`], 60);
    expect(many.error).toBeNull();
    expect(many.data![0]!.signedUrl).toContain(`/object/sign/${BUCKET}/${name}?token=`);
    expect(many.data![1]).toMatchObject({ signedUrl: null, error: expect.any(String) });
  });

  it('removes a deck: the row and the file are gone', async () => {
    const name = `${owner.id}/to-remove.pdf`;
    expect(
      (await owner.client.storage.from(BUCKET).upload(name, pdfBytes(), { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    expect(existsSync(objectFile(name))).toBe(true);

    // Another member's remove finds nothing it may delete.
    const foreign = await other.client.storage.from(BUCKET).remove([name]);
    expect(foreign).toMatchObject({ data: [], error: null });
    expect(await objectRow(name)).toBeDefined();

    const { data, error } = await owner.client.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name, bucket_id: BUCKET })]);
    expect(await objectRow(name)).toBeUndefined();
    expect(existsSync(objectFile(name))).toBe(false);

    const download = await owner.client.storage.from(BUCKET).download(name);
    expect(download.error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it("refuses an upload into someone else's folder (the bucket's INSERT policy)", async () => {
    const name = `${owner.id}/intruder.pdf`;
    const { data, error } = await other.client.storage
      .from(BUCKET)
      .upload(name, pdfBytes(), { contentType: 'application/pdf' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await objectRow(name)).toBeUndefined();
    expect(existsSync(objectFile(name))).toBe(false);

    // Nor can a visitor upload at all, nor someone with a broken token.
    const visitor = await anonClient()
      .storage.from(BUCKET)
      .upload(`${owner.id}/anon.pdf`, pdfBytes(), { contentType: 'application/pdf' });
    expect(visitor.error).toMatchObject({ statusCode: '403' });
    const broken = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}/${owner.id}/broken.pdf`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: 'Bearer not-a-jwt', 'content-type': 'application/pdf' },
      body: pdfBytes(),
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
    });
  });

  it('refuses a deck over the 10 MB bucket limit with 413, leaving no row and no file', async () => {
    const name = `${owner.id}/huge.pdf`;
    const huge = pdfBytes(10 * MiB + 1);
    // A raw body with its Content-Length, and a Blob sent as form-data whose size only shows while streaming.
    const raw = await owner.client.storage
      .from(BUCKET)
      .upload(name, huge, { contentType: 'application/pdf' });
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const form = await owner.client.storage
      .from(BUCKET)
      .upload(name, new Blob([huge], { type: 'application/pdf' }));
    expect(form.error).toMatchObject({ status: 400, statusCode: '413' });
    expect(await objectRow(name)).toBeUndefined();
    expect(existsSync(objectFile(name))).toBe(false);
    expect(pendingUploads()).toEqual([]);

    // A raw body streamed without Content-Length is cut off while it arrives.
    const chunk = pdfBytes(MiB);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}/${name}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${owner.token}`,
        'content-type': 'application/pdf',
      },
      body: stream,
      duplex: 'half',
    });
    expect(streamed.status).toBe(400);
    expect(await streamed.json()).toMatchObject({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
    });
    expect(await objectRow(name)).toBeUndefined();
    expect(existsSync(objectFile(name))).toBe(false);
    expect(pendingUploads()).toEqual([]);

    // Exactly at the limit is fine.
    const atLimit = await owner.client.storage
      .from(BUCKET)
      .upload(name, pdfBytes(10 * MiB), { contentType: 'application/pdf' });
    expect(atLimit.error).toBeNull();
  });

  it('refuses a type the bucket does not allow with 415', async () => {
    const name = `${owner.id}/notes.txt`;
    const { error } = await owner.client.storage
      .from(BUCKET)
      .upload(name, 'just some text', { contentType: 'text/plain' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const blob = await owner.client.storage
      .from(BUCKET)
      .upload(name, new Blob(['text'], { type: 'text/plain' }));
    expect(blob.error).toMatchObject({ statusCode: '415' });
    expect(await objectRow(name)).toBeUndefined();
    expect(existsSync(objectFile(name))).toBe(false);
  });

  it('refuses a duplicate with 409 unless upsert, which replaces the bytes', async () => {
    const name = `${owner.id}/versioned.pdf`;
    const first = pdfBytes();
    const second = pdfBytes(4096);
    expect(
      (await owner.client.storage.from(BUCKET).upload(name, first, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const { id, version } = (await objectRow(name))!;

    const duplicate = await owner.client.storage
      .from(BUCKET)
      .upload(name, second, { contentType: 'application/pdf' });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expectSameBytes(readFileSync(objectFile(name)), first);

    const upserted = await owner.client.storage
      .from(BUCKET)
      .upload(name, second, { contentType: 'application/pdf', upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data!.id).toBe(id);
    const row = (await objectRow(name))!;
    expect(row.version).not.toBe(version);
    expect(row.metadata).toMatchObject({ size: second.length, eTag: md5(second) });
    expectSameBytes(await bytesOf((await owner.client.storage.from(BUCKET).download(name)).data), second);

    // update() is an upsert too.
    const third = pdfBytes(1000);
    expect(
      (await owner.client.storage.from(BUCKET).update(name, third, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    expectSameBytes(readFileSync(objectFile(name)), third);
  });

  it('refuses names outside the key charset', async () => {
    const { error } = await owner.client.storage
      .from(BUCKET)
      .upload(`${owner.id}/präsentation.pdf`, pdfBytes(), {
        contentType: 'application/pdf',
      });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
    expect((error as unknown as { message: string }).message).toMatch(/^Invalid key/);
  });

  it('lets a visitor read the deck of an approved idea only, and another member neither before', async () => {
    const name = `${owner.id}/public-deck.pdf`;
    const bytes = pdfBytes();
    expect(
      (await owner.client.storage.from(BUCKET).upload(name, bytes, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const ideaId = await ideaWithDeck(owner, name);
    const visitor = anonClient();

    const pending = await visitor.storage.from(BUCKET).download(name);
    expect(pending.error).toMatchObject({ status: 400, statusCode: '404' });
    const otherPending = await other.client.storage.from(BUCKET).download(name);
    expect(otherPending.error).toMatchObject({ statusCode: '404' });

    await sql(`update public.ideas set status = 'approved', reviewed_at = now() where id = $1`, [ideaId]);
    const approved = await visitor.storage.from(BUCKET).download(name);
    expect(approved.error).toBeNull();
    expectSameBytes(await bytesOf(approved.data), bytes);
    const otherApproved = await other.client.storage.from(BUCKET).download(name);
    expectSameBytes(await bytesOf(otherApproved.data), bytes);
    // Reading is not writing: a visitor still cannot remove it.
    expect((await visitor.storage.from(BUCKET).remove([name])).data).toEqual([]);
  });

  it("lets an administrator read someone else's deck", async () => {
    const name = `${owner.id}/private-deck.pdf`;
    const bytes = pdfBytes();
    expect(
      (await owner.client.storage.from(BUCKET).upload(name, bytes, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const { data, error } = await admin.client.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expectSameBytes(await bytesOf(data), bytes);
    const signed = await admin.client.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
  });
});

describe('storage: gateway', () => {
  it('answers the CORS preflight of the app origin for uploads', async () => {
    const response = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}/x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, x-upsert, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers storage errors with HTTP 400 and the real status in the body', async () => {
    const response = await fetch(`${apiUrl()}/storage/v1/object/no-such-bucket/a.pdf`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/pdf' },
      body: pdfBytes(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });
});
