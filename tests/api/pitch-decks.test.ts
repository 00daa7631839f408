// Pitch decks on POST and PUT /api/ideas: PDF, PPT and PPTX stored in the private bucket under the owner's
// folder and served by a signed pitchDeckUrl that downloads the same bytes; who gets that URL; too large (413),
// wrong type by content or name (415); replacing and removing a deck; and no file or row left after a refusal. On an
// approved idea a new deck (or its removal) waits for review: private to its author and administrators until then.
import { beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../stack/index.ts';
import {
  api,
  apiUrl,
  approve,
  expectError,
  expectInvalid,
  expectOk,
  ideaFields,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  pptBytes,
  pptxBytes,
  rowCounts,
  signInAdmin,
  signInBob,
  sql,
  storedIdea,
} from './support.ts';

interface Idea {
  id: string;
  hasPitchDeck: boolean;
  pitchDeckUrl: string | null;
  status: string;
}

const MB = 1024 * 1024;

let owner: Member;
let bob: Member;
let admin: Member;

beforeAll(async () => {
  [owner, bob, admin] = await Promise.all([newMember('deck-owner'), signInBob(), signInAdmin()]);
});

const withDeck = (bytes: Uint8Array, name: string, type = '') => ideaForm({}, { bytes, name, type });

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const objectsOf = (userId: string) =>
  sql<{ name: string; mimetype: string | null; size: string | null }>(
    `select name, metadata ->> 'mimetype' as mimetype, metadata ->> 'size' as size
     from storage.objects where bucket_id = 'pitch-decks' and name like $1 order by name`,
    [`${userId}/%`],
  );

async function submitWithDeck(bytes: Uint8Array, name: string, type = ''): Promise<Idea> {
  return expectOk<Idea>(await api('/ideas', { token: owner.token, form: withDeck(bytes, name, type) }), 201);
}

/** A refusal of `form` with `status`, leaving the owner's ideas and files as they were. */
async function refusedUpload(form: FormData, status: number, code: string) {
  const before = await rowCounts({ ideaAuthor: owner.id });
  expectError(await api('/ideas', { token: owner.token, form }), status, code);
  expect(await rowCounts({ ideaAuthor: owner.id })).toEqual(before);
}

describe('uploading a pitch deck with an idea', () => {
  it("stores a PDF in the owner's folder; pitchDeckUrl downloads the same bytes", async () => {
    const bytes = pdfBytes(2048);
    const idea = await submitWithDeck(bytes, 'My Deck (final).pdf', 'application/pdf');
    expect(idea).toMatchObject({ hasPitchDeck: true, pitchDeckUrl: expect.stringMatching(/^http/) });
    expect(await download(idea.pitchDeckUrl!)).toEqual(bytes);

    const row = await storedIdea(idea.id);
    expect(row!.pitch_deck_path).toMatch(new RegExp(`^${owner.id}/.+\\.pdf$`));
    const [object] = (await objectsOf(owner.id)).filter((o) => o.name === row!.pitch_deck_path);
    expect(object).toMatchObject({ mimetype: 'application/pdf', size: String(bytes.length) });

    const detail = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: owner.token }));
    expect(await download(detail.pitchDeckUrl!)).toEqual(bytes);
  });

  it("is linked from the review queue's card, signed for the administrator", async () => {
    const bytes = pdfBytes(1024);
    const idea = await submitWithDeck(bytes, 'queue.pdf', 'application/pdf');
    const queue = expectOk<Idea[]>(await api('/admin/ideas/pending', { token: admin.token }));
    const card = queue.find((entry) => entry.id === idea.id);
    expect(card).toMatchObject({ hasPitchDeck: true, pitchDeckUrl: expect.stringMatching(/^http/) });
    expect(await download(card!.pitchDeckUrl!)).toEqual(bytes);
  });

  it('accepts PPTX and PPT by their content, whatever type the browser claims', async () => {
    const pptx = await submitWithDeck(pptxBytes(), 'deck.pptx', 'application/octet-stream');
    expect(pptx.hasPitchDeck).toBe(true);
    expect(await download(pptx.pitchDeckUrl!)).toEqual(pptxBytes());
    const ppt = await submitWithDeck(pptBytes(), 'DECK.PPT');
    expect(ppt.hasPitchDeck).toBe(true);
    const mimetypes = (await objectsOf(owner.id)).map((o) => o.mimetype);
    expect(mimetypes).toEqual(
      expect.arrayContaining([
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        'application/vnd.ms-powerpoint',
      ]),
    );
  });

  it('accepts a deck of exactly 10 MB', async () => {
    const idea = await submitWithDeck(pdfBytes(10 * MB - pdfBytes().length), 'big.pdf');
    expect(idea.hasPitchDeck).toBe(true);
    const [row] = await sql<{ size: string }>(
      `select o.metadata ->> 'size' as size from storage.objects o join public.ideas i on i.pitch_deck_path = o.name
       where i.id = $1`,
      [idea.id],
    );
    expect(Number(row!.size)).toBe(10 * MB);
  });

  it('refuses a deck above 10 MB with 413, storing nothing', async () => {
    await refusedUpload(withDeck(pdfBytes(10 * MB), 'huge.pdf', 'application/pdf'), 413, 'payload_too_large');
    await refusedUpload(
      withDeck(pdfBytes(12 * MB), 'huger.pdf', 'application/pdf'),
      413,
      'payload_too_large',
    );
  });

  it('refuses other file types with 415 by content and by name, storing nothing', async () => {
    const text = new TextEncoder().encode('Just some notes, not a deck at all.\n');
    await refusedUpload(withDeck(text, 'notes.txt', 'text/plain'), 415, 'unsupported_media_type');
    await refusedUpload(withDeck(text, 'notes.pdf', 'application/pdf'), 415, 'unsupported_media_type');
    await refusedUpload(withDeck(pdfBytes(), 'deck.pptx'), 415, 'unsupported_media_type');
    await refusedUpload(withDeck(pdfBytes(), 'deck'), 415, 'unsupported_media_type');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('word/document.xml')]);
    await refusedUpload(withDeck(zip, 'deck.pptx'), 415, 'unsupported_media_type');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await refusedUpload(withDeck(png, 'slide.png', 'image/png'), 415, 'unsupported_media_type');
  });

  it('refuses a pitchDeck that is text rather than a file (422), and treats an empty file part as no deck', async () => {
    const form = ideaForm();
    form.append('pitchDeck', 'deck.pdf');
    const before = await rowCounts({ ideaAuthor: owner.id });
    expectInvalid(await api('/ideas', { token: owner.token, form }), 'pitchDeck');
    expect(await rowCounts({ ideaAuthor: owner.id })).toEqual(before);

    const empty = expectOk<Idea>(
      await api('/ideas', { token: owner.token, form: withDeck(new Uint8Array(), '') }),
      201,
    );
    expect(empty).toMatchObject({ hasPitchDeck: false, pitchDeckUrl: null });
  });

  it('stores nothing when the idea itself is refused', async () => {
    const before = await rowCounts({ ideaAuthor: owner.id });
    const form = ideaForm({ title: 'bad' }, { bytes: pdfBytes(), name: 'deck.pdf' });
    expectInvalid(await api('/ideas', { token: owner.token, form }), 'title');
    expectError(await api('/ideas', { form: withDeck(pdfBytes(), 'deck.pdf') }), 401);
    expect(await rowCounts({ ideaAuthor: owner.id })).toEqual(before);
  });
});

describe('who gets the pitch deck', () => {
  it('visitors get a working URL once the idea is approved, not before', async () => {
    const bytes = pdfBytes(100);
    const idea = await submitWithDeck(bytes, 'public-later.pdf');
    expectError(await api(`/ideas/${idea.id}`), 404);
    expectError(await api(`/ideas/${idea.id}`, { token: bob.token }), 404);
    const forAdmin = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: admin.token }));
    expect(await download(forAdmin.pitchDeckUrl!)).toEqual(bytes);

    await approve(idea.id);
    for (const token of [undefined, bob.token]) {
      const detail = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token }));
      expect(detail.hasPitchDeck).toBe(true);
      expect(await download(detail.pitchDeckUrl!)).toEqual(bytes);
    }
  });

  it('the list says whether an idea has a deck without signing URLs', async () => {
    const idea = await submitWithDeck(pdfBytes(), 'listed.pdf');
    await approve(idea.id);
    const listed = expectOk<Idea[]>(await api('/ideas?sort=createdAt&order=desc&limit=100')).find(
      (i) => i.id === idea.id,
    );
    expect(listed).toMatchObject({ hasPitchDeck: true, pitchDeckUrl: null });
  });
});

describe('changing the pitch deck', () => {
  it('an edit with a new file replaces the deck and removes the old file', async () => {
    const idea = await submitWithDeck(pdfBytes(10), 'first.pdf');
    const oldPath = (await storedIdea(idea.id))!.pitch_deck_path as string;
    const form = ideaForm({}, { bytes: pptxBytes(), name: 'second.pptx' });
    const edited = expectOk<Idea>(
      await api(`/ideas/${idea.id}`, { method: 'PUT', token: owner.token, form }),
    );
    expect(await download(edited.pitchDeckUrl!)).toEqual(pptxBytes());
    const newPath = (await storedIdea(idea.id))!.pitch_deck_path as string;
    expect(newPath).not.toBe(oldPath);
    const names = (await objectsOf(owner.id)).map((o) => o.name);
    expect(names).toContain(newPath);
    expect(names).not.toContain(oldPath);
  });

  it('an edit without a file keeps the deck; removePitchDeck=true removes it', async () => {
    const idea = await submitWithDeck(pdfBytes(10), 'keep.pdf');
    const path = (await storedIdea(idea.id))!.pitch_deck_path as string;
    const kept = expectOk<Idea>(
      await api(`/ideas/${idea.id}`, { method: 'PUT', token: owner.token, form: ideaForm() }),
    );
    expect(kept.hasPitchDeck).toBe(true);
    expect((await storedIdea(idea.id))!.pitch_deck_path).toBe(path);

    const form = ideaForm();
    form.append('removePitchDeck', 'true');
    const removed = expectOk<Idea>(
      await api(`/ideas/${idea.id}`, { method: 'PUT', token: owner.token, form }),
    );
    expect(removed).toMatchObject({ hasPitchDeck: false, pitchDeckUrl: null });
    expect((await objectsOf(owner.id)).map((o) => o.name)).not.toContain(path);
  });

  it('a refused edit with a file keeps the old deck and leaves no new file', async () => {
    const idea = await submitWithDeck(pdfBytes(10), 'stays.pdf');
    await approve(idea.id);
    const path = (await storedIdea(idea.id))!.pitch_deck_path as string;
    const ownerFiles = await objectsOf(owner.id);
    const bobFiles = await objectsOf(bob.id);

    const bobsEdit = ideaForm({}, { bytes: pdfBytes(20), name: 'takeover.pdf' });
    expectError(await api(`/ideas/${idea.id}`, { method: 'PUT', token: bob.token, form: bobsEdit }), 403);
    const tooBig = ideaForm({}, { bytes: pdfBytes(11 * MB), name: 'huge.pdf' });
    expectError(await api(`/ideas/${idea.id}`, { method: 'PUT', token: owner.token, form: tooBig }), 413);
    const wrongType = ideaForm({}, { bytes: new TextEncoder().encode('text'), name: 'text.pdf' });
    expectError(await api(`/ideas/${idea.id}`, { method: 'PUT', token: owner.token, form: wrongType }), 415);

    expect((await storedIdea(idea.id))!.pitch_deck_path).toBe(path);
    expect(await objectsOf(owner.id)).toEqual(ownerFiles);
    expect(await objectsOf(bob.id)).toEqual(bobFiles);
  });

  it('deleting the idea keeps its deck in the trash with it, for a restore', async () => {
    const idea = await submitWithDeck(pdfBytes(10), 'gone.pdf');
    const path = (await storedIdea(idea.id))!.pitch_deck_path as string;
    expectOk(await api(`/ideas/${idea.id}`, { method: 'DELETE', token: owner.token }));
    expect((await objectsOf(owner.id)).map((o) => o.name)).toContain(path);
  });
});

describe('a new deck on an approved idea waits for review', () => {
  interface Reviewed extends Idea {
    pendingEdit?: { hasPitchDeck: boolean; pitchDeckUrl: string | null; pitchDeckName: string | null };
  }
  interface QueuedEdit {
    ideaId: string;
    changes: { field: string; before: string; after: string }[];
    newPitchDeckUrl: string | null;
  }

  /** Whether `token` (a visitor without) may have Storage sign the file: the bucket's policies decide. */
  async function maySign(token: string | undefined, path: string): Promise<boolean> {
    const response = await fetch(`${apiUrl()}/storage/v1/object/sign/pitch-decks/${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token ?? ANON_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    await response.body?.cancel();
    return response.ok;
  }

  const proposedPath = async (id: string) =>
    (
      await sql<{ path: string | null }>(
        'select pitch_deck_path as path from public.idea_edits where idea_id = $1',
        [id],
      )
    )[0]?.path;

  /** A new member's approved idea with a deck, and its path. */
  async function approvedWithDeck() {
    const author = await newMember('deck-reviewed');
    const fields = ideaFields();
    const form = ideaForm(fields, { bytes: pdfBytes(10), name: 'approved.pdf' });
    const idea = expectOk<Idea>(await api('/ideas', { token: author.token, form }), 201);
    await approve(idea.id);
    fieldsOf.set(idea.id, fields);
    return { author, id: idea.id, path: (await storedIdea(idea.id))!.pitch_deck_path as string };
  }

  /** Each idea's fields as submitted: an edit sends them again, so that only the deck changes. */
  const fieldsOf = new Map<string, Record<string, string>>();

  const propose = async (author: Member, id: string, deck?: { bytes: Uint8Array; name: string }) =>
    expectOk<Reviewed>(
      await api(`/ideas/${id}`, {
        method: 'PUT',
        token: author.token,
        form: ideaForm(fieldsOf.get(id), deck),
      }),
    );

  const queued = async (id: string) =>
    expectOk<QueuedEdit[]>(await api('/admin/ideas/edits', { token: admin.token })).find(
      (e) => e.ideaId === id,
    );

  it('the public keeps the old deck; the new one is private to its author and administrators until approved', async () => {
    const { author, id, path } = await approvedWithDeck();
    const proposal = await propose(author, id, { bytes: pptxBytes(), name: 'new deck.pptx' });
    expect(await download(proposal.pitchDeckUrl!)).toEqual(pdfBytes(10));
    expect(proposal.pendingEdit).toMatchObject({ hasPitchDeck: true, pitchDeckName: 'new-deck.pptx' });
    expect(await download(proposal.pendingEdit!.pitchDeckUrl!)).toEqual(pptxBytes());
    const newPath = (await proposedPath(id))!;
    expect((await storedIdea(id))!.pitch_deck_path).toBe(path);

    for (const token of [undefined, bob.token]) {
      const seen = expectOk<Reviewed>(await api(`/ideas/${id}`, { token }));
      expect(seen).not.toHaveProperty('pendingEdit');
      expect(await download(seen.pitchDeckUrl!)).toEqual(pdfBytes(10));
      expect(await maySign(token, newPath)).toBe(false);
      expect(await maySign(token, path)).toBe(true);
    }
    expect(await maySign(author.token, newPath)).toBe(true);
    expect(await maySign(admin.token, newPath)).toBe(true);

    const edit = await queued(id);
    expect(edit?.changes).toEqual([{ field: 'pitchDeck', before: 'approved.pdf', after: 'new-deck.pptx' }]);
    expect(await download(edit!.newPitchDeckUrl!)).toEqual(pptxBytes());
  });

  it('a second proposal replaces the first file; approval makes the new deck public and removes the old one', async () => {
    const { author, id, path } = await approvedWithDeck();
    await propose(author, id, { bytes: pdfBytes(20), name: 'second.pdf' });
    const second = (await proposedPath(id))!;
    // Saved again without a file: the proposed deck stays the proposal's.
    expect((await propose(author, id)).pendingEdit).toMatchObject({ pitchDeckName: 'second.pdf' });
    await propose(author, id, { bytes: pdfBytes(30), name: 'third.pdf' });
    const third = (await proposedPath(id))!;
    let names = (await objectsOf(author.id)).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining([path, third]));
    expect(names).not.toContain(second);

    expectOk(await api(`/admin/ideas/${id}/edit/approve`, { method: 'PUT', token: admin.token }));
    expect((await storedIdea(id))!.pitch_deck_path).toBe(third);
    const seen = expectOk<Idea>(await api(`/ideas/${id}`));
    expect(await download(seen.pitchDeckUrl!)).toEqual(pdfBytes(30));
    expect(await maySign(undefined, third)).toBe(true);
    names = (await objectsOf(author.id)).map((o) => o.name);
    expect(names).toEqual([third]);
  });

  it('its author cannot put other bytes behind the approved or the proposed deck through Storage directly', async () => {
    const { author, id, path } = await approvedWithDeck();
    await propose(author, id, { bytes: pdfBytes(20), name: 'proposed.pdf' });
    const proposed = (await proposedPath(id))!;
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${author.token}` };
    for (const name of [path, proposed]) {
      const upsert = await fetch(`${apiUrl()}/storage/v1/object/pitch-decks/${name}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/pdf', 'x-upsert': 'true' },
        body: new Uint8Array(pdfBytes(666)),
      });
      await upsert.body?.cancel();
      expect(upsert.ok, name).toBe(false);
    }
    const removal = await fetch(`${apiUrl()}/storage/v1/object/pitch-decks`, {
      method: 'DELETE',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [path, proposed] }),
    });
    await removal.body?.cancel();
    expect((await objectsOf(author.id)).map((o) => o.name).sort()).toEqual([path, proposed].sort());
    const seen = expectOk<Idea>(await api(`/ideas/${id}`));
    expect(await download(seen.pitchDeckUrl!)).toEqual(pdfBytes(10));
  });

  it('rejection removes the proposed file and the old deck stays public', async () => {
    const { author, id, path } = await approvedWithDeck();
    await propose(author, id, { bytes: pdfBytes(40), name: 'rejected.pdf' });
    const proposed = (await proposedPath(id))!;
    expectOk(await api(`/admin/ideas/${id}/edit/reject`, { method: 'POST', token: admin.token, json: {} }));
    expect((await objectsOf(author.id)).map((o) => o.name)).toEqual([path]);
    expect(proposed).not.toBe(path);
    const seen = expectOk<Idea>(await api(`/ideas/${id}`));
    expect(await download(seen.pitchDeckUrl!)).toEqual(pdfBytes(10));
  });

  it('removing the deck waits too: the public downloads it until the removal is approved', async () => {
    const { author, id, path } = await approvedWithDeck();
    const form = ideaForm(fieldsOf.get(id));
    form.append('removePitchDeck', 'true');
    const answer = expectOk<Reviewed>(
      await api(`/ideas/${id}`, { method: 'PUT', token: author.token, form }),
    );
    expect(answer).toMatchObject({
      hasPitchDeck: true,
      pendingEdit: { hasPitchDeck: false, pitchDeckUrl: null },
    });
    expect((await queued(id))?.changes).toEqual([{ field: 'pitchDeck', before: 'approved.pdf', after: '' }]);
    expect(await maySign(undefined, path)).toBe(true);

    expectOk(await api(`/admin/ideas/${id}/edit/approve`, { method: 'PUT', token: admin.token }));
    expect(expectOk<Idea>(await api(`/ideas/${id}`))).toMatchObject({
      hasPitchDeck: false,
      pitchDeckUrl: null,
    });
    expect(await objectsOf(author.id)).toEqual([]);
  });
});
