// Ideas on the roadmap: PUT and DELETE /api/admin/ideas/{id}/roadmap-item, and what they change. Only
// administrators link (visitors 401, members 403, nothing changes); an idea that is not approved or is in the trash,
// an unknown idea and an unknown item are 404; a bad item id is 422. A link shows on GET /api/roadmap (the item's
// ideas with scores) and GET /api/ideas/{id} (its roadmapItem), is audited, and tells the idea's followers, raters
// and commenters (a roadmap_changed notification; mail where they asked for it); so does a status change, and done
// records shippedAt. The test's items live in quarters of 2098 and are deleted at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

interface Entry {
  id: number;
  label: string;
  status: string;
  shippedAt: string | null;
  ideas: { id: string; title: string; adjustedScore: number; finalScore: number; totalRatings: number }[];
}
interface Quarter {
  quarter: string;
  items: Entry[];
}
interface Notification {
  kind: string;
  ideaId: string | null;
  title: string | null;
  roadmapItem?: { id: number; label: string; status: string } | null;
}

let admin: Member;
let author: Member;
let rater: Member;
let commenter: Member;
let stranger: Member;
const suffix = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  [admin, author, rater, commenter, stranger] = await Promise.all([
    signInAdmin(),
    newMember('roadmap-author'),
    newMember('roadmap-rater'),
    newMember('roadmap-commenter'),
    newMember('roadmap-stranger'),
  ]);
});

afterAll(async () => {
  await sql(`delete from public.roadmap_items where label like $1`, [`% ${suffix}`]);
});

const newItem = async (status = 'planned') =>
  expectOk<{ id: number; label: string }>(
    await api('/admin/roadmap', {
      token: admin.token,
      method: 'POST',
      json: {
        quarter: 'Q2 2098',
        theme: 'Loop',
        label: `Loop item ${Math.random().toString(36).slice(2, 6)} ${suffix}`,
        status,
      },
    }),
    201,
  );

/** As the administrator, unless a member's token or null (a visitor) is given. */
const link = (ideaId: string, itemId: unknown, token: string | null = admin.token) =>
  api(`/admin/ideas/${ideaId}/roadmap-item`, { token: token ?? undefined, method: 'PUT', json: { itemId } });
const unlink = (ideaId: string, token: string | null = admin.token) =>
  api(`/admin/ideas/${ideaId}/roadmap-item`, { token: token ?? undefined, method: 'DELETE' });

const entry = async (itemId: number) =>
  expectOk<Quarter[]>(await api('/roadmap'))
    .flatMap((quarter) => quarter.items)
    .find((item) => item.id === itemId);

const roadmapNotes = async (member: Member) =>
  expectOk<Notification[]>(await api('/notifications', { token: member.token })).filter(
    (item) => item.kind === 'roadmap_changed',
  );

const roadmapItemOf = async (ideaId: string) =>
  expectOk<{ roadmapItem: unknown }>(await api(`/ideas/${ideaId}`)).roadmapItem;

describe('PUT and DELETE /api/admin/ideas/{id}/roadmap-item', () => {
  it('refuses visitors (401) and members (403), the author too, changing nothing', async () => {
    const idea = await approvedIdea(author, { title: `Guarded roadmap idea ${suffix}` });
    const item = await newItem();
    for (const token of [null, author.token, stranger.token]) {
      const status = token ? 403 : 401;
      expectError(await link(idea.id, item.id, token), status);
      expectError(await unlink(idea.id, token), status);
    }
    expect(await roadmapItemOf(idea.id)).toBeNull();
    expect((await entry(item.id))?.ideas).toEqual([]);
  });

  it('answers 404 for an idea that is not approved, in the trash or unknown, and for an unknown item', async () => {
    const item = await newItem();
    const pending = await submitIdea(author, { title: `Pending roadmap idea ${suffix}` });
    const trashed = await approvedIdea(author, { title: `Trashed roadmap idea ${suffix}` });
    expectOk(await api(`/ideas/${trashed.id}`, { token: author.token, method: 'DELETE' }));
    const approved = await approvedIdea(author, { title: `Approved roadmap idea ${suffix}` });

    expectError(await link(pending.id, item.id), 404);
    expectError(await link(trashed.id, item.id), 404);
    expectError(await unlink(trashed.id), 404);
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-an-id']) {
      expectError(await link(id, item.id), 404);
      expectError(await unlink(id), 404);
    }
    const unknownItem = await link(approved.id, 999_999_999);
    expectError(unknownItem, 404);
    expect(unknownItem.body.message).toBe('Roadmap item not found');
    // The idea is checked before the body: an unknown idea with a bad body is still 404.
    expectError(await link(pending.id, 'soon'), 404);
    expect(await roadmapItemOf(approved.id)).toBeNull();
  });

  it('refuses an item id that is not a positive whole number with 422', async () => {
    const idea = await approvedIdea(author, { title: `Invalid link idea ${suffix}` });
    for (const itemId of ['1', 0, -3, 1.5, null]) expectInvalid(await link(idea.id, itemId), 'itemId');
    expectInvalid(
      await api(`/admin/ideas/${idea.id}/roadmap-item`, {
        token: admin.token,
        method: 'PUT',
        json: { itemId: 1, extra: true },
      }),
      'extra',
    );
  });

  it('links an idea: the roadmap and the idea show it, it is audited, and its audience is told', async () => {
    const idea = await approvedIdea(author, { title: `Roadmap loop idea ${suffix}` });
    expectOk(
      await api('/ratings', {
        token: rater.token,
        json: { ideaId: idea.id, marketDemand: 80, innovation: 70, competition: 60 },
      }),
      201,
    );
    expectOk(
      await api(`/ideas/${idea.id}/comments`, {
        token: commenter.token,
        json: { body: 'Put it on the roadmap' },
      }),
      201,
    );
    // The rater asked for mail about ideas they follow; the commenter did not.
    await sql(
      `insert into public.mail_preferences (member_id, followed_ideas) values ($1, true)
       on conflict (member_id) do update set followed_ideas = true`,
      [rater.id],
    );
    const item = await newItem();
    const before = (await api('/roadmap')).headers.get('etag');

    const linked = await link(idea.id, item.id);
    expect(expectOk(linked)).toEqual({ ideaId: idea.id, roadmapItemId: item.id });
    expect(linked.body.message).toBe('Idea added to the roadmap.');
    expect((await api('/roadmap')).headers.get('etag')).not.toBe(before);

    const shown = await entry(item.id);
    expect(shown).toMatchObject({ id: item.id, label: item.label, status: 'planned', shippedAt: null });
    expect(shown?.ideas).toEqual([
      {
        id: idea.id,
        title: idea.title,
        category: idea.category,
        adjustedScore: expect.any(Number) as number,
        finalScore: 70,
        totalRatings: 1,
      },
    ]);
    expect(await roadmapItemOf(idea.id)).toMatchObject({ id: item.id, label: item.label, status: 'planned' });

    for (const member of [rater, commenter]) {
      expect(await roadmapNotes(member)).toEqual([
        expect.objectContaining({
          ideaId: idea.id,
          title: idea.title,
          roadmapItem: { id: item.id, label: item.label, status: 'planned' },
        }),
      ]);
    }
    expect(await roadmapNotes(stranger)).toEqual([]);
    expect(await roadmapNotes(admin)).toEqual([]);
    const mails = await sql<{ recipient_id: string; event: string; status: string }>(
      `select recipient_id, data ->> 'event' as event, data ->> 'status' as status from public.mail_outbox
       where kind = 'follow_update' and data ->> 'idea_id' = $1`,
      [idea.id],
    );
    expect(mails).toEqual([{ recipient_id: rater.id, event: 'roadmap', status: 'planned' }]);

    const audit = expectOk<{ action: string; target: { id: string }; after: unknown }[]>(
      await api('/admin/audit?action=roadmap.link', { token: admin.token }),
    );
    expect(audit[0]).toMatchObject({
      action: 'roadmap.link',
      target: { id: idea.id },
      after: { roadmap_item_id: item.id },
    });

    // The same link again changes nothing and tells nobody again.
    expectOk(await link(idea.id, item.id));
    expect(await roadmapNotes(rater)).toHaveLength(1);

    // A rating of an idea on the roadmap moves the roadmap's answer on.
    const rated = (await api('/roadmap')).headers.get('etag');
    expectOk(
      await api('/ratings', {
        token: stranger.token,
        json: { ideaId: idea.id, marketDemand: 10, innovation: 10, competition: 10 },
      }),
      201,
    );
    expect((await api('/roadmap')).headers.get('etag')).not.toBe(rated);
    expect((await entry(item.id))?.ideas[0]?.totalRatings).toBe(2);

    // Shipping: the status change is told, and the item records when it shipped.
    expectOk(
      await api(`/admin/roadmap/${item.id}`, {
        token: admin.token,
        method: 'PUT',
        json: { quarter: 'Q2 2098', theme: 'Loop', label: item.label, status: 'done' },
      }),
    );
    const shipped = await entry(item.id);
    expect(shipped?.status).toBe('done');
    expect(Date.now() - Date.parse(shipped?.shippedAt ?? '')).toBeLessThan(10 * 60_000);
    expect(await roadmapItemOf(idea.id)).toMatchObject({
      status: 'done',
      shippedAt: expect.any(String) as string,
    });
    for (const member of [rater, commenter]) {
      expect((await roadmapNotes(member)).map((note) => note.roadmapItem?.status)).toEqual([
        'done',
        'planned',
      ]);
    }

    // Unlinking takes the idea off; doing it again changes nothing.
    const removed = await unlink(idea.id);
    expect(expectOk(removed)).toEqual({ ideaId: idea.id, roadmapItemId: null });
    expect(removed.body.message).toBe('Idea removed from the roadmap.');
    expect((await entry(item.id))?.ideas).toEqual([]);
    expect(await roadmapItemOf(idea.id)).toBeNull();
    expectOk(await unlink(idea.id));
    const unlinks = expectOk<{ target: { id: string } }[]>(
      await api('/admin/audit?action=roadmap.unlink', { token: admin.token }),
    );
    expect(unlinks.filter((entry) => entry.target.id === idea.id)).toHaveLength(1);
  });

  it('moves an idea from one item to another: an idea is on one item at most', async () => {
    const idea = await approvedIdea(author, { title: `Moving roadmap idea ${suffix}` });
    const [first, second] = [await newItem(), await newItem('in_progress')];
    expectOk(await link(idea.id, first.id));
    expectOk(await link(idea.id, second.id));
    expect((await entry(first.id))?.ideas).toEqual([]);
    expect((await entry(second.id))?.ideas.map((shown) => shown.id)).toEqual([idea.id]);
    // Deleting the item takes its ideas off it.
    expectOk(await api(`/admin/roadmap/${second.id}`, { token: admin.token, method: 'DELETE' }));
    expect(await roadmapItemOf(idea.id)).toBeNull();
  });
});
