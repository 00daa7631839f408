// Writing ideas as a member: POST /api/ideas (multipart), PUT and DELETE /api/ideas/{id}. Every field at, below
// and above its bound; wrong types and unknown fields; SQL and HTML kept as text; who may edit and delete; and
// that every refusal wrote nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approve,
  expectError,
  expectInvalid,
  expectOk,
  ideaFields,
  ideaForm,
  type Member,
  newMember,
  rowCounts,
  signInBob,
  sql,
  storedIdea,
  submitIdea,
} from './support.ts';

let writer: Member;
let bob: Member;

beforeAll(async () => {
  [writer, bob] = await Promise.all([newMember('writer', 'Wendy Writer'), signInBob()]);
});

const submit = (overrides: Record<string, string | null>) =>
  api('/ideas', { token: writer.token, form: ideaForm(overrides) });

/** A 201 whose stored answer field equals what was sent. */
async function accepted(overrides: Record<string, string | null>) {
  const answer = await submit(overrides);
  return expectOk<Record<string, unknown>>(answer, 201);
}

/** A 422 naming `field`, with the writer's ideas unchanged. */
async function refused(overrides: Record<string, string | null>, field: string) {
  const before = await rowCounts({ ideaAuthor: writer.id });
  expectInvalid(await submit(overrides), field);
  expect(await rowCounts({ ideaAuthor: writer.id })).toEqual(before);
}

describe('POST /api/ideas', () => {
  it("submits an idea as pending, with the spec's success message, stored as sent", async () => {
    const fields = ideaFields({ tags: JSON.stringify(['climate', 'b2b']), fundingNeeded: '125000' });
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const answer = await api('/ideas', { token: writer.token, form });
    const idea = expectOk<Record<string, unknown>>(answer, 201);
    expect(answer.body.message).toBe('Idea submitted successfully! It will be reviewed by our team.');
    expect(idea).toMatchObject({
      id: expect.any(String),
      title: fields.title,
      description: fields.description,
      category: 'technology',
      targetMarket: fields.targetMarket,
      businessModel: fields.businessModel,
      competitors: fields.competitors,
      fundingNeeded: 125000,
      timeline: fields.timeline,
      tags: ['climate', 'b2b'],
      websiteUrl: 'https://example.com',
      socialMedia: { twitter: 'https://twitter.com/example' },
      status: 'pending',
      authorId: writer.id,
      author: { displayName: 'Wendy Writer' },
      totalRatings: 0,
      finalScore: 0,
      rejectionReason: null,
      hasPitchDeck: false,
    });
    const row = await storedIdea(idea.id as string);
    expect(row).toMatchObject({
      author_id: writer.id,
      status: 'pending',
      title: fields.title,
      funding_needed: '125000',
    });
  });

  it('fills the optional fields with their defaults', async () => {
    const idea = await accepted({
      competitors: null,
      fundingNeeded: null,
      timeline: null,
      tags: null,
      websiteUrl: null,
      socialMedia: null,
    });
    expect(idea).toMatchObject({
      competitors: '',
      fundingNeeded: 0,
      timeline: '',
      tags: [],
      websiteUrl: '',
      socialMedia: {},
    });
    // The SPA sends empty strings for empty optional fields.
    const empty = await accepted({
      fundingNeeded: '',
      tags: '',
      socialMedia: '',
      websiteUrl: '',
      competitors: '',
    });
    expect(empty).toMatchObject({
      fundingNeeded: 0,
      tags: [],
      socialMedia: {},
      websiteUrl: '',
      competitors: '',
    });
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const title = `Visitor idea ${Date.now()}`;
    expectError(await api('/ideas', { form: ideaForm({ title }) }), 401, 'unauthorized');
    expect(await sql('select 1 from public.ideas where title = $1', [title])).toEqual([]);
  });

  it('refuses a body that is not a form (415) and a broken form (400)', async () => {
    const before = await rowCounts({ ideaAuthor: writer.id });
    expectError(
      await api('/ideas', { token: writer.token, json: ideaFields() }),
      415,
      'unsupported_media_type',
    );
    const broken = await api('/ideas', {
      token: writer.token,
      body: 'this is not multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
    });
    expectError(broken, 400, 'bad_request');
    expect(await rowCounts({ ideaAuthor: writer.id })).toEqual(before);
  });

  describe('bounds of every field', () => {
    const text = (n: number) => 'x'.repeat(n);
    const cases: [field: string, atMin: number, atMax: number][] = [
      ['title', 5, 100],
      ['description', 50, 2000],
      ['targetMarket', 10, 500],
      ['businessModel', 10, 500],
      ['competitors', 0, 1000],
      ['timeline', 0, 200],
    ];

    for (const [field, min, max] of cases) {
      it(`${field}: ${min} and ${max} characters are accepted, ${min > 0 ? `${min - 1} and ` : ''}${max + 1} refused`, async () => {
        expect((await accepted({ [field]: text(max) }))[field]).toBe(text(max));
        expect((await accepted({ [field]: text(min) }))[field]).toBe(text(min));
        if (min > 0) {
          await refused({ [field]: text(min - 1) }, field);
          await refused({ [field]: `   ${text(min - 1)}   ` }, field); // padding does not count
          await refused({ [field]: null }, field); // required
        }
        await refused({ [field]: text(max + 1) }, field);
      });
    }

    it('line breaks count as one character, as in the form, and come back as typed', async () => {
      // Multipart encoding turns each LF into CRLF on the way; the bound is still the text the member typed.
      const description = `${'x'.repeat(99)}\n`.repeat(19) + 'x'.repeat(100);
      expect(description).toHaveLength(2000);
      const idea = await accepted({ description });
      expect(idea.description).toBe(description);
      expect((await storedIdea(idea.id as string))!.description).toBe(description);
      await refused({ description: `${description}x` }, 'description');
    });

    it('category must be one of the six', async () => {
      for (const category of ['technology', 'healthcare', 'finance', 'education', 'entertainment', 'other']) {
        expect((await accepted({ category })).category).toBe(category);
      }
      await refused({ category: 'space' }, 'category');
      await refused({ category: 'Technology' }, 'category');
      await refused({ category: null }, 'category');
    });

    it('fundingNeeded is a whole number of at least 0', async () => {
      expect((await accepted({ fundingNeeded: '0' })).fundingNeeded).toBe(0);
      expect((await accepted({ fundingNeeded: '1000000000' })).fundingNeeded).toBe(1_000_000_000);
      await refused({ fundingNeeded: '-1' }, 'fundingNeeded');
      await refused({ fundingNeeded: '1500.5' }, 'fundingNeeded');
      await refused({ fundingNeeded: 'a lot' }, 'fundingNeeded');
      await refused({ fundingNeeded: '1e400' }, 'fundingNeeded');
      await refused({ fundingNeeded: '1000000000001' }, 'fundingNeeded');
    });

    it('tags: up to 10 unique tags of at most 30 characters, as a JSON list', async () => {
      const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
      expect((await accepted({ tags: JSON.stringify(ten) })).tags).toEqual(ten);
      expect((await accepted({ tags: JSON.stringify([text(30)]) })).tags).toEqual([text(30)]);
      await refused({ tags: JSON.stringify([...ten, 'tag10']) }, 'tags');
      await refused({ tags: JSON.stringify(['AI', 'ai']) }, 'tags');
      await refused({ tags: JSON.stringify([text(31)]) }, 'tags.0');
      await refused({ tags: JSON.stringify(['ok', '  ']) }, 'tags.1');
      await refused({ tags: JSON.stringify([1, 2]) }, 'tags.0');
      await refused({ tags: JSON.stringify('ai') }, 'tags');
      await refused({ tags: 'ai, saas' }, 'tags');
    });

    it('websiteUrl: empty or an http(s) URL', async () => {
      expect((await accepted({ websiteUrl: 'http://example.org/path?q=1' })).websiteUrl).toBe(
        'http://example.org/path?q=1',
      );
      expect((await accepted({ websiteUrl: 'HTTPS://EXAMPLE.ORG' })).websiteUrl).toBe('HTTPS://EXAMPLE.ORG');
      for (const url of [
        'example.com',
        'ftp://example.com',
        'javascript:alert(1)',
        'https://',
        'https:// spaced.com',
        `https://x.io/${text(2048)}`,
      ]) {
        await refused({ websiteUrl: url }, 'websiteUrl');
      }
    });

    it('socialMedia: a JSON object of twitter, linkedin and instagram links', async () => {
      const links = {
        twitter: 'https://twitter.com/a',
        linkedin: 'https://linkedin.com/in/a',
        instagram: 'https://instagram.com/a',
      };
      expect((await accepted({ socialMedia: JSON.stringify(links) })).socialMedia).toEqual(links);
      await refused(
        { socialMedia: JSON.stringify({ facebook: 'https://facebook.com/a' }) },
        'socialMedia.facebook',
      );
      await refused(
        { socialMedia: JSON.stringify({ twitter: 'javascript:alert(1)' }) },
        'socialMedia.twitter',
      );
      await refused({ socialMedia: JSON.stringify(['https://twitter.com/a']) }, 'socialMedia');
      await refused({ socialMedia: '{twitter:' }, 'socialMedia');
    });

    it('unknown fields are refused, so members cannot set status, author or scores', async () => {
      await refused({ status: 'approved' }, 'status');
      await refused({ authorId: bob.id }, 'authorId');
      await refused({ finalScore: '100' }, 'finalScore');
      await refused({ pitch_deck_path: `${writer.id}/x.pdf` }, 'pitch_deck_path');
    });

    it('a text field sent as a file is refused', async () => {
      const before = await rowCounts({ ideaAuthor: writer.id });
      const form = ideaForm({ title: null });
      form.append('title', new Blob(['A title in a file']), 'title.txt');
      expectInvalid(await api('/ideas', { token: writer.token, form }), 'title');
      expect(await rowCounts({ ideaAuthor: writer.id })).toEqual(before);
    });
  });

  it('keeps SQL and HTML in text fields as text and returns them unchanged', async () => {
    const title = `Robert'); DROP TABLE ideas;--`;
    const description = `<script>alert("x")</script><img src=x onerror=alert(1)> ' OR 1=1 -- ${'&amp; é ü 漢字 😀 '.repeat(2)}end`;
    const tags = JSON.stringify(['<b>bold</b>', "' or '1'='1"]);
    const idea = await accepted({ title, description, tags, competitors: '$1 $$ \\ %s %n {{7*7}}' });
    expect(idea).toMatchObject({
      title,
      description,
      tags: JSON.parse(tags),
      competitors: '$1 $$ \\ %s %n {{7*7}}',
    });
    const again = expectOk(await api(`/ideas/${idea.id as string}`, { token: writer.token }));
    expect(again).toMatchObject({ title, description, tags: JSON.parse(tags) });
    expect(await storedIdea(idea.id as string)).toMatchObject({ title, description });
    expect(await sql("select to_regclass('public.ideas') as t")).toEqual([{ t: 'ideas' }]);
  });
});

describe('PUT /api/ideas/{id}', () => {
  it('lets the owner edit, keeping the status, and ignores the pitchDeckUrl the edit form sends back', async () => {
    const idea = await submitIdea(writer);
    const form = ideaForm({
      title: 'An edited title',
      tags: JSON.stringify(['edited']),
      fundingNeeded: '7000',
    });
    form.append('pitchDeckUrl', 'https://example.com/deck.pdf');
    const answer = await api(`/ideas/${idea.id}`, { method: 'PUT', token: writer.token, form });
    const edited = expectOk<Record<string, unknown>>(answer);
    expect(answer.body.message).toBe('Idea updated successfully!');
    expect(edited).toMatchObject({
      id: idea.id,
      title: 'An edited title',
      tags: ['edited'],
      fundingNeeded: 7000,
      status: 'pending',
      hasPitchDeck: false,
    });
    expect(await storedIdea(idea.id)).toMatchObject({ title: 'An edited title', pitch_deck_path: null });
  });

  it("keeps an approved idea approved, its material change waiting for review, after its owner's edit", async () => {
    const idea = await submitIdea(writer);
    await approve(idea.id);
    const edited = expectOk(
      await api(`/ideas/${idea.id}`, {
        method: 'PUT',
        token: writer.token,
        form: ideaForm({ title: 'Approved and edited' }),
      }),
    );
    expect(edited).toMatchObject({
      status: 'approved',
      title: idea.title,
      pendingEdit: { title: 'Approved and edited' },
    });
  });

  it('refuses invalid fields with 422 and changes nothing', async () => {
    const idea = await submitIdea(writer);
    const before = await storedIdea(idea.id);
    expectInvalid(
      await api(`/ideas/${idea.id}`, {
        method: 'PUT',
        token: writer.token,
        form: ideaForm({ title: 'abc' }),
      }),
      'title',
    );
    expectInvalid(
      await api(`/ideas/${idea.id}`, {
        method: 'PUT',
        token: writer.token,
        form: ideaForm({ status: 'approved' }),
      }),
      'status',
    );
    expect(await storedIdea(idea.id)).toEqual(before);
  });

  it('refuses visitors (401), other members (403 on an approved idea, 404 on a pending one) and changes nothing', async () => {
    const pending = await submitIdea(writer);
    const approved = await submitIdea(writer);
    await approve(approved.id);
    const [pendingBefore, approvedBefore] = [await storedIdea(pending.id), await storedIdea(approved.id)];
    const form = () => ideaForm({ title: 'Hijacked title' });

    expectError(await api(`/ideas/${approved.id}`, { method: 'PUT', form: form() }), 401);
    expectError(
      await api(`/ideas/${approved.id}`, { method: 'PUT', token: bob.token, form: form() }),
      403,
      'forbidden',
    );
    expectError(
      await api(`/ideas/${pending.id}`, { method: 'PUT', token: bob.token, form: form() }),
      404,
      'not_found',
    );
    expect(await storedIdea(pending.id)).toEqual(pendingBefore);
    expect(await storedIdea(approved.id)).toEqual(approvedBefore);
  });

  it('answers 404 for an unknown or malformed id, 415 for a JSON body', async () => {
    const form = ideaForm();
    expectError(
      await api('/ideas/00000000-0000-4000-b000-999999999999', { method: 'PUT', token: writer.token, form }),
      404,
    );
    expectError(await api('/ideas/nope', { method: 'PUT', token: writer.token, form: ideaForm() }), 404);
    const idea = await submitIdea(writer);
    expectError(
      await api(`/ideas/${idea.id}`, { method: 'PUT', token: writer.token, json: ideaFields() }),
      415,
    );
  });
});

describe('DELETE /api/ideas/{id}', () => {
  it('lets the owner delete their idea: it goes to the trash with its ratings', async () => {
    const idea = await submitIdea(writer);
    await approve(idea.id);
    expectOk(
      await api('/ratings', {
        token: bob.token,
        json: { ideaId: idea.id, marketDemand: 1, innovation: 2, competition: 3 },
      }),
      201,
    );
    const answer = await api(`/ideas/${idea.id}`, { method: 'DELETE', token: writer.token });
    expect(expectOk(answer)).toEqual({ id: idea.id });
    expect(answer.body.message).toBe('Idea deleted successfully!');
    expectError(await api(`/ideas/${idea.id}`, { token: writer.token }), 404);
    expect(await storedIdea(idea.id)).toMatchObject({ deleted_by: writer.id });
    expect(await sql('select 1 from public.ratings where idea_id = $1', [idea.id])).toHaveLength(1);
    expectError(await api(`/ideas/${idea.id}`, { method: 'DELETE', token: writer.token }), 404);
  });

  it('refuses visitors (401) and other members (403 approved, 404 pending), deleting nothing', async () => {
    const pending = await submitIdea(writer);
    const approved = await submitIdea(writer);
    await approve(approved.id);
    expectError(await api(`/ideas/${approved.id}`, { method: 'DELETE' }), 401);
    expectError(await api(`/ideas/${approved.id}`, { method: 'DELETE', token: bob.token }), 403, 'forbidden');
    expectError(await api(`/ideas/${pending.id}`, { method: 'DELETE', token: bob.token }), 404);
    expect(await storedIdea(approved.id)).toBeDefined();
    expect(await storedIdea(pending.id)).toBeDefined();
  });
});
