// Re-review of edits: the author's PUT of an approved idea (any field, tags, links; the deck in pitch-decks.test.ts)
// answers it with `pendingEdit` while everyone else keeps reading the approved version, in the idea, the list and
// the search; GET /api/admin/ideas/edits lists each change before and after; PUT .../edit/approve applies it and
// POST .../edit/reject drops it, the idea staying approved with its ratings; saving the approved version withdraws it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectOk,
  ideaFields,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  submitIdea,
} from './support.ts';

interface Idea {
  id: string;
  title: string;
  status: string;
  totalRatings: number;
  finalScore: number;
  pendingEdit?: { title: string; category: string; submittedAt: string; [key: string]: unknown };
  [key: string]: unknown;
}

interface Edit {
  ideaId: string;
  title: string;
  submittedAt: string;
  author: { displayName: string };
  changes: { field: string; before: string; after: string }[];
  [key: string]: unknown;
}

let admin: Member;
let author: Member;
let rater: Member;
let stranger: Member;

beforeAll(async () => {
  [admin, author, rater, stranger] = await Promise.all([
    signInAdmin(),
    newMember('edit-author', 'Edna Editor'),
    newMember('edit-rater', 'Rita Rater'),
    newMember('edit-stranger', 'Sam Stranger'),
  ]);
});

/** An approved idea of the author's, rated once, and the fields it was submitted with. */
async function ratedIdea() {
  const fields = ideaFields();
  const idea = await approvedIdea(author, fields);
  expectOk(
    await api('/ratings', {
      token: rater.token,
      json: { ideaId: idea.id, marketDemand: 90, innovation: 60, competition: 30 },
    }),
    201,
  );
  return { idea, fields };
}

const editAsAuthor = (id: string, overrides: Record<string, string>, fields: Record<string, string>) =>
  api(`/ideas/${id}`, { method: 'PUT', token: author.token, form: ideaForm({ ...fields, ...overrides }) });

const edits = async () => expectOk<Edit[]>(await api('/admin/ideas/edits', { token: admin.token }));

describe("an author's material edit of an approved idea", () => {
  it('waits for review: the public keeps the approved title, only the author and admins see the edit', async () => {
    const { idea, fields } = await ratedIdea();
    const answer = await editAsAuthor(
      idea.id,
      { title: 'Crypto Casino Courier', timeline: 'Next spring' },
      fields,
    );
    const edited = expectOk<Idea>(answer);
    expect(edited).toMatchObject({
      title: fields.title,
      timeline: fields.timeline,
      status: 'approved',
      totalRatings: 1,
      pendingEdit: { title: 'Crypto Casino Courier', timeline: 'Next spring', category: fields.category },
    });
    expect(typeof edited.pendingEdit?.submittedAt).toBe('string');

    const asAuthor = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: author.token }));
    expect(asAuthor.pendingEdit?.title).toBe('Crypto Casino Courier');
    for (const token of [undefined, stranger.token, rater.token]) {
      const seen = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token }));
      expect(seen.title).toBe(fields.title);
      expect(seen).not.toHaveProperty('pendingEdit');
    }
    const asAdmin = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: admin.token }));
    expect(asAdmin.pendingEdit?.title).toBe('Crypto Casino Courier');

    const listed = (await edits()).find((e) => e.ideaId === idea.id);
    expect(listed).toEqual({
      ideaId: idea.id,
      title: fields.title,
      description: fields.description,
      category: fields.category,
      tags: JSON.parse(fields.tags!) as string[],
      targetMarket: fields.targetMarket,
      businessModel: fields.businessModel,
      hasPitchDeck: false,
      pitchDeckUrl: null,
      authorId: author.id,
      author: { displayName: 'Edna Editor' },
      submittedAt: expect.any(String),
      changes: [
        { field: 'title', before: fields.title, after: 'Crypto Casino Courier' },
        { field: 'timeline', before: fields.timeline, after: 'Next spring' },
      ],
      newPitchDeckUrl: null,
    });
  });

  it('is applied by an approval, the idea staying approved with its ratings', async () => {
    const { idea, fields } = await ratedIdea();
    expectOk(await editAsAuthor(idea.id, { title: 'A sharper title', category: 'finance' }, fields));
    const before = expectOk<Idea>(await api(`/ideas/${idea.id}`));

    const answer = await api(`/admin/ideas/${idea.id}/edit/approve`, { method: 'PUT', token: admin.token });
    const approved = expectOk<Idea>(answer);
    expect(answer.body.message).toBe('Edit approved: the idea now shows it.');
    expect(approved).toMatchObject({
      title: 'A sharper title',
      category: 'finance',
      status: 'approved',
      totalRatings: before.totalRatings,
      finalScore: before.finalScore,
    });
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`))).toMatchObject({ title: 'A sharper title' });
    expect((await edits()).map((e) => e.ideaId)).not.toContain(idea.id);
    expectError(
      await api(`/admin/ideas/${idea.id}/edit/approve`, { method: 'PUT', token: admin.token }),
      404,
    );
  });

  it('is dropped by a rejection, the approved version staying', async () => {
    const { idea, fields } = await ratedIdea();
    expectOk(await editAsAuthor(idea.id, { description: 'Something else entirely. '.repeat(4) }, fields));
    const answer = await api(`/admin/ideas/${idea.id}/edit/reject`, {
      method: 'POST',
      token: admin.token,
      json: { reason: 'That is a different idea.' },
    });
    expect(expectOk<Idea>(answer)).toMatchObject({ description: fields.description, status: 'approved' });
    expect(answer.body.message).toBe('Edit rejected: the approved version stays.');
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: author.token }))).not.toHaveProperty(
      'pendingEdit',
    );
  });

  it('refuses visitors (401) and members (403) on every edit endpoint, changing nothing', async () => {
    const { idea, fields } = await ratedIdea();
    expectOk(await editAsAuthor(idea.id, { title: 'Waiting for review here' }, fields));
    for (const token of [undefined, author.token, stranger.token]) {
      const status = token ? 403 : 401;
      expectError(await api('/admin/ideas/edits', { token }), status);
      expectError(await api(`/admin/ideas/${idea.id}/edit/approve`, { method: 'PUT', token }), status);
      expectError(
        await api(`/admin/ideas/${idea.id}/edit/reject`, { method: 'POST', token, json: {} }),
        status,
      );
    }
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: author.token })).pendingEdit?.title).toBe(
      'Waiting for review here',
    );
    expectError(
      await api('/admin/ideas/not-a-uuid/edit/approve', { method: 'PUT', token: admin.token }),
      404,
    );
  });

  it("applies an administrator's own edit of an approved idea directly", async () => {
    const { idea, fields } = await ratedIdea();
    const answer = await api(`/admin/ideas/${idea.id}`, {
      method: 'PUT',
      token: admin.token,
      form: ideaForm({ ...fields, title: 'Fixed by an administrator' }),
    });
    expect(expectOk<Idea>(answer)).toMatchObject({ title: 'Fixed by an administrator', status: 'approved' });
    expect(expectOk<Idea>(answer)).not.toHaveProperty('pendingEdit');
  });
});

describe("an author's edit of an approved idea's other fields, tags and links", () => {
  const spam = {
    websiteUrl: 'https://cheap-pills.example',
    competitors: 'BUY CHEAP PILLS AT cheap-pills.example',
    fundingNeeded: '999',
    timeline: 'Now',
    tags: JSON.stringify(['pills', 'cheap']),
    socialMedia: JSON.stringify({
      twitter: 'https://twitter.com/pills',
      instagram: 'https://instagram.com/pills',
    }),
  };

  it('waits for review: the idea, the list and the search show nobody else any of it', async () => {
    const { idea, fields } = await ratedIdea();
    const approved = expectOk<Idea>(await api(`/ideas/${idea.id}`));
    const edited = expectOk<Idea>(await editAsAuthor(idea.id, spam, fields));
    const publicVersion = {
      websiteUrl: fields.websiteUrl,
      competitors: fields.competitors,
      fundingNeeded: 50000,
      timeline: fields.timeline,
      tags: ['test', 'api'],
      socialMedia: { twitter: 'https://twitter.com/example' },
      updatedAt: approved.updatedAt,
    };
    expect(edited).toMatchObject(publicVersion);
    expect(edited.pendingEdit).toMatchObject({
      websiteUrl: spam.websiteUrl,
      competitors: spam.competitors,
      fundingNeeded: 999,
      timeline: 'Now',
      tags: ['pills', 'cheap'],
      socialMedia: { twitter: 'https://twitter.com/pills', instagram: 'https://instagram.com/pills' },
      hasPitchDeck: false,
      pitchDeckName: null,
    });

    for (const token of [undefined, stranger.token, rater.token]) {
      const seen = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token }));
      expect(seen).toMatchObject(publicVersion);
      expect(seen).not.toHaveProperty('pendingEdit');
      const listed = expectOk<Idea[]>(await api('/ideas?sort=createdAt&order=desc&limit=100', { token }));
      expect(listed.find((i) => i.id === idea.id)).toMatchObject(publicVersion);
      const found = expectOk<Idea[]>(await api('/ideas?search=pills&limit=100', { token }));
      expect(found.map((i) => i.id)).not.toContain(idea.id);
    }

    const queued = (await edits()).find((e) => e.ideaId === idea.id);
    expect(queued?.changes).toEqual([
      { field: 'competitors', before: fields.competitors, after: spam.competitors },
      { field: 'fundingNeeded', before: '50000', after: '999' },
      { field: 'timeline', before: fields.timeline, after: 'Now' },
      { field: 'tags', before: 'test, api', after: 'pills, cheap' },
      { field: 'websiteUrl', before: fields.websiteUrl, after: spam.websiteUrl },
      { field: 'twitter', before: 'https://twitter.com/example', after: 'https://twitter.com/pills' },
      { field: 'instagram', before: '', after: 'https://instagram.com/pills' },
    ]);

    expectOk(await api(`/admin/ideas/${idea.id}/edit/approve`, { method: 'PUT', token: admin.token }));
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`))).toMatchObject({
      websiteUrl: spam.websiteUrl,
      tags: ['pills', 'cheap'],
      totalRatings: 1,
    });
  });

  it('is withdrawn when the author saves the approved version again', async () => {
    const { idea, fields } = await ratedIdea();
    expectOk(await editAsAuthor(idea.id, { websiteUrl: spam.websiteUrl }, fields));
    expect((await edits()).map((e) => e.ideaId)).toContain(idea.id);
    const saved = expectOk<Idea>(await editAsAuthor(idea.id, {}, fields));
    expect(saved).not.toHaveProperty('pendingEdit');
    expect((await edits()).map((e) => e.ideaId)).not.toContain(idea.id);
  });
});

describe('a decision on the version its administrator saw', () => {
  it('is refused (409) when the author saved the edit again since, and nothing applies', async () => {
    const { idea, fields } = await ratedIdea();
    expectOk(await editAsAuthor(idea.id, { title: 'The title the admin saw' }, fields));
    const seen = (await edits()).find((e) => e.ideaId === idea.id)!;
    expectOk(await editAsAuthor(idea.id, { title: 'Swapped after the admin looked' }, fields));

    for (const [action, method] of [
      ['approve', 'PUT'],
      ['reject', 'POST'],
    ] as const) {
      expectError(
        await api(`/admin/ideas/${idea.id}/edit/${action}`, {
          method,
          token: admin.token,
          json: { version: seen.submittedAt },
        }),
        409,
        'wrong_state',
      );
    }
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`))).toMatchObject({ title: fields.title });
    const current = (await edits()).find((e) => e.ideaId === idea.id)!;
    expect(current.changes).toContainEqual({
      field: 'title',
      before: fields.title,
      after: 'Swapped after the admin looked',
    });

    const approved = await api(`/admin/ideas/${idea.id}/edit/approve`, {
      method: 'PUT',
      token: admin.token,
      json: { version: current.submittedAt },
    });
    expect(expectOk<Idea>(approved)).toMatchObject({ title: 'Swapped after the admin looked' });
  });

  it('is refused (409) for a pending idea its author changed since, which stays pending', async () => {
    const fields = ideaFields();
    const idea = await submitIdea(author, fields);
    const queue = expectOk<{ id: string; updatedAt: string }[]>(
      await api('/admin/ideas/pending', { token: admin.token }),
    );
    const seen = queue.find((i) => i.id === idea.id)!;
    expectOk(await editAsAuthor(idea.id, { title: 'Changed while under review' }, fields));

    for (const [action, method, json] of [
      ['approve', 'PUT', { version: seen.updatedAt }],
      ['reject', 'POST', { reason: 'Not this.', version: seen.updatedAt }],
    ] as const) {
      expectError(
        await api(`/admin/ideas/${idea.id}/${action}`, { method, token: admin.token, json }),
        409,
        'wrong_state',
      );
    }
    const stored = expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: author.token }));
    expect(stored).toMatchObject({ title: 'Changed while under review', status: 'pending' });
    expectOk(
      await api(`/admin/ideas/${idea.id}/approve`, {
        method: 'PUT',
        token: admin.token,
        json: { version: stored.updatedAt },
      }),
    );
  });
});
