// Preview images: GET /api/ideas/{id}/preview.png and GET /api/p/{slug}/preview.png answer a 1200x630 PNG drawn
// from the data, for an approved idea and a published page only (anything else is missing, 404, whoever asks), with
// an ETag naming what the image shows and the renderer: a repeat is a 304, a visitor's image is kept (X-Cache HIT),
// and a rating or an edit moves the tag. The OpenAPI document declares the answer as image/png.
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/request.ts';
import {
  api,
  apiPath,
  approvedIdea,
  expectError,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  submitIdea,
} from './support.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RENDERER_TAG = /^"[^"]+\.card\d+"$/;

let owner: Member;
let rater: Member;

beforeAll(async () => {
  const admin = await signInAdmin();
  [owner, rater] = await Promise.all([newMember('preview-owner'), newMember('preview-rater')]);
  expectOk(
    await api(`/admin/users/${owner.id}/tier`, {
      token: admin.token,
      method: 'PUT',
      json: { tier: 'premium' },
    }),
  );
});

/** The answer as the suite checks every answer (status, headers, against the OpenAPI document)... */
const preview = (path: string, options: { token?: string; etag?: string } = {}) =>
  request(apiPath(path), {
    token: options.token,
    headers: options.etag ? { 'if-none-match': options.etag } : {},
  });

/** ...and its bytes, which the suite's helper reads as text. */
async function imageBytes(path: string): Promise<Uint8Array> {
  const response = await fetch(apiPath(path));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function expectPreviewPng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
  expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
}

async function expectImage(path: string) {
  const answer = await preview(path);
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  expect(answer.headers.get('cache-control')).toBe('public, no-cache');
  expect(answer.headers.get('etag')).toMatch(RENDERER_TAG);
  return answer.headers.get('etag')!;
}

const rate = (ideaId: string, score: number) =>
  api('/ratings', {
    token: rater.token,
    json: { ideaId, marketDemand: score, innovation: score, competition: score, isAnonymous: false },
  });

describe("an approved idea's preview", () => {
  let idea: { id: string };
  beforeAll(async () => {
    idea = await approvedIdea(owner, { title: 'Preview cards for shared ideas', category: 'education' });
  });

  it('is a 1200x630 PNG with an ETag that names the renderer', async () => {
    await expectImage(`/ideas/${idea.id}/preview.png`);
    expectPreviewPng(await imageBytes(`/ideas/${idea.id}/preview.png`));
  });

  it('answers a repeat with 304, and a visitor without the tag from the kept image', async () => {
    const path = `/ideas/${idea.id}/preview.png`;
    const tag = await expectImage(path);
    const repeat = await preview(path, { etag: tag });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('etag')).toBe(tag);
    // Each function process keeps its own images (the suite runs two behind the gateway, each replaced every 25 s):
    // a read may reach a process that has not drawn this one yet, so reads repeat until one comes from memory.
    let again = await fetch(apiPath(path));
    for (let attempt = 0; attempt < 20 && again.headers.get('x-cache') !== 'HIT'; attempt++) {
      await again.arrayBuffer();
      again = await fetch(apiPath(path));
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(tag);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await imageBytes(path)))).toBe(true);
  });

  it("draws anew for a tag of another renderer's version", async () => {
    const path = `/ideas/${idea.id}/preview.png`;
    const tag = await expectImage(path);
    const older = tag.replace(/\.card\d+"$/, '.card0"');
    const answer = await preview(path, { etag: older });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe(tag);
  });

  it('moves its tag when a rating changes the trusted score', async () => {
    const path = `/ideas/${idea.id}/preview.png`;
    const before = await expectImage(path);
    const plain = await imageBytes(path);
    expectOk(await rate(idea.id, 90), 201);
    const after = await expectImage(path);
    expect(after).not.toBe(before);
    expect((await preview(path, { etag: before })).status).toBe(200);
    expect(Buffer.from(await imageBytes(path)).equals(Buffer.from(plain))).toBe(false);
  });

  it('answers a member the same image, privately', async () => {
    const answer = await preview(`/ideas/${idea.id}/preview.png`, { token: rater.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('ideas without a preview', () => {
  it('is missing for a pending idea, to its author too, as for an unknown or malformed id', async () => {
    const pending = await submitIdea(owner);
    for (const [path, token] of [
      [`/ideas/${pending.id}/preview.png`, undefined],
      [`/ideas/${pending.id}/preview.png`, owner.token],
      ['/ideas/00000000-0000-4000-8000-00000000dead/preview.png', undefined],
      ['/ideas/not-an-id/preview.png', undefined],
    ] as const) {
      const answer = expectError(await api(path, { token }), 404, 'not_found');
      expect(answer.message).toBe('Idea not found');
    }
  });

  it('is missing once the idea is in the trash', async () => {
    const idea = await approvedIdea(owner);
    await expectImage(`/ideas/${idea.id}/preview.png`);
    expect((await api(`/ideas/${idea.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    const gone = await api(`/ideas/${idea.id}/preview.png`);
    expectError(gone, 404, 'not_found');
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });
});

describe("a landing page's preview", () => {
  let page: { id: string; slug: string };
  beforeAll(async () => {
    const idea = await approvedIdea(owner, { title: 'Solar roofs for every street', category: 'technology' });
    page = expectOk(await api('/landing-pages', { token: owner.token, json: { ideaId: idea.id } }), 201);
  });

  it('is missing while the page is a draft, and for an unknown address', async () => {
    expectError(await api(`/p/${page.slug}/preview.png`), 404, 'not_found');
    expectError(await api('/p/no-such-page-here/preview.png'), 404, 'not_found');
    expectError(await api('/p/Not_A_Slug/preview.png'), 404, 'not_found');
  });

  it('is a 1200x630 PNG once published, and changes with the page', async () => {
    expectOk(await api(`/landing-pages/${page.id}/publish`, { token: owner.token, method: 'POST' }));
    const path = `/p/${page.slug}/preview.png`;
    const tag = await expectImage(path);
    expectPreviewPng(await imageBytes(path));
    expect((await preview(path, { etag: tag })).status).toBe(304);
    const current = expectOk<{ content: Record<string, unknown> }>(
      await api(`/landing-pages/${page.id}`, { token: owner.token }),
    );
    const content = { ...current.content, title: 'Solar roofs, rented by the month' };
    expectOk(
      await api(`/landing-pages/${page.id}`, {
        token: owner.token,
        method: 'PUT',
        json: { slug: page.slug, content },
      }),
    );
    expect(await expectImage(path)).not.toBe(tag);
  });

  it('is missing again once the page is unpublished', async () => {
    expectOk(await api(`/landing-pages/${page.id}/unpublish`, { token: owner.token, method: 'POST' }));
    expectError(await api(`/p/${page.slug}/preview.png`), 404, 'not_found');
  });
});

describe('the OpenAPI document', () => {
  it('declares both previews as image/png, with their 404', async () => {
    const document = (await api('/openapi.json')).body as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const path of ['/api/ideas/{id}/preview.png', '/api/p/{slug}/preview.png']) {
      const responses = document.paths[path]!.get.responses;
      expect(Object.keys(responses['200']!.content!)).toEqual(['image/png']);
      expect(responses).toHaveProperty('304');
      expect(responses).toHaveProperty('404');
    }
  });
});
