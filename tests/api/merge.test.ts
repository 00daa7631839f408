// Merging duplicates: POST /api/admin/ideas/{id}/merge moves the duplicate's ratings (not a second one of the same
// rater), comments and followers to the idea named in `into` and answers that idea with its new scores; the
// duplicate's address answers 404 idea_merged with details.mergedInto; both authors are told; a rating sent to the
// duplicate lands on the target; the trash's restore undoes it. The exact scores and each refusal's rule are pgTAP
// 048's; a merge racing ratings is tests/resilience/merge-race.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '../../supabase/functions/_shared/schemas/ideas.ts';
import type { MergedIdeaDetails } from '../../supabase/functions/_shared/schemas/merge.ts';
import type { TrashedIdea } from '../../supabase/functions/_shared/schemas/trash.ts';
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

let admin: Member;
let rater: Member;
let other: Member;

beforeAll(async () => {
  [admin, rater, other] = await Promise.all([
    signInAdmin(),
    newMember('merge-rater'),
    newMember('merge-other'),
  ]);
});

const merge = (id: string, into: unknown, token?: string) =>
  api(`/admin/ideas/${id}/merge`, { token, json: { into } });

async function rate(member: Member, ideaId: string, score: number) {
  return expectOk<{ idea: Idea }>(
    await api('/ratings', {
      token: member.token,
      json: { ideaId, marketDemand: score, innovation: score, competition: score },
    }),
    201,
  );
}

/** Two approved ideas of two new authors: the target and its duplicate. */
async function pair() {
  const [targetAuthor, duplicateAuthor] = await Promise.all([newMember('merge-a'), newMember('merge-b')]);
  const [target, duplicate] = await Promise.all([
    approvedIdea(targetAuthor, { title: `Merge target ${Date.now()}` }),
    approvedIdea(duplicateAuthor, { title: `Merge duplicate ${Date.now()}` }),
  ]);
  return { target, duplicate, targetAuthor, duplicateAuthor };
}

describe('merging a duplicate', () => {
  it('moves ratings, comments and followers, answers the target with its new scores, and tells both authors', async () => {
    const { target, duplicate, targetAuthor, duplicateAuthor } = await pair();
    await rate(rater, target.id, 90);
    await rate(rater, duplicate.id, 10);
    await rate(other, duplicate.id, 60);
    await rate(targetAuthor, duplicate.id, 30);
    expectOk(
      await api(`/ideas/${duplicate.id}/comments`, {
        token: other.token,
        json: { body: 'Same as the other' },
      }),
      201,
    );

    const merged = expectOk<Idea>(await merge(duplicate.id, target.id, admin.token));
    // The rater of both keeps the target's 90; the target's author's rating of the duplicate does not move.
    expect(merged).toMatchObject({ id: target.id, totalRatings: 2, finalScore: 75, commentCount: 1 });

    const gone = expectError(await api(`/ideas/${duplicate.id}`), 404, 'idea_merged');
    expect(gone.details as unknown as MergedIdeaDetails).toEqual({
      mergedInto: { id: target.id, title: target.title },
    });
    const seen = expectOk<Idea>(await api(`/ideas/${target.id}`, { token: other.token }));
    expect(seen).toMatchObject({ totalRatings: 2, commentCount: 1, following: true });

    for (const author of [targetAuthor, duplicateAuthor]) {
      const items = expectOk<{ kind: string; ideaId: string; mergedTitle: string | null }[]>(
        await api('/notifications', { token: author.token }),
      );
      expect(items.find((item) => item.kind === 'idea_merged')).toMatchObject({
        ideaId: target.id,
        mergedTitle: duplicate.title,
      });
    }
    const [audit] = await sql<{ actor_id: string; merged_into: string }>(
      `select actor_id, after ->> 'merged_into' as merged_into from private.audit_log
       where action = 'idea.merge' and target_id = $1`,
      [duplicate.id],
    );
    expect(audit).toEqual({ actor_id: admin.id, merged_into: target.id });
    const trash = expectOk<TrashedIdea[]>(await api('/admin/trash?limit=100', { token: admin.token }));
    expect(trash.find((idea) => idea.id === duplicate.id)?.mergedInto).toEqual({
      id: target.id,
      title: target.title,
    });
  });

  it('lands a rating sent to the duplicate on the target', async () => {
    const { target, duplicate } = await pair();
    expectOk(await merge(duplicate.id, target.id, admin.token));
    const rated = await rate(rater, duplicate.id, 40);
    expect(rated.idea).toMatchObject({ id: target.id, totalRatings: 1, finalScore: 40 });
    expectError(
      await api('/ratings', {
        token: rater.token,
        json: { ideaId: duplicate.id, marketDemand: 1, innovation: 1, competition: 1 },
      }),
      409,
      'already_exists',
    );
  });

  it('is undone by the trash: the restored duplicate gets back its ratings and comments', async () => {
    const { target, duplicate } = await pair();
    await rate(rater, duplicate.id, 80);
    expectOk(
      await api(`/ideas/${duplicate.id}/comments`, { token: rater.token, json: { body: 'Comes back' } }),
      201,
    );
    expectOk(await merge(duplicate.id, target.id, admin.token));

    expectOk(await api(`/admin/ideas/${duplicate.id}/restore`, { method: 'POST', token: admin.token }));
    expect(expectOk<Idea>(await api(`/ideas/${duplicate.id}`))).toMatchObject({
      totalRatings: 1,
      finalScore: 80,
      commentCount: 1,
    });
    expect(expectOk<Idea>(await api(`/ideas/${target.id}`))).toMatchObject({
      totalRatings: 0,
      commentCount: 0,
    });
  });
});

describe('what a merge refuses', () => {
  it('refuses visitors (401) and members (403) before reading anything', async () => {
    const { target, duplicate } = await pair();
    expectError(await merge(duplicate.id, target.id), 401);
    expectError(await merge(duplicate.id, target.id, other.token), 403, 'forbidden');
    expect(expectOk<Idea>(await api(`/ideas/${duplicate.id}`)).id).toBe(duplicate.id);
  });

  it('answers 404 for an unknown idea, 409 for one that cannot be merged, 422 for a body without an idea', async () => {
    const { target, duplicate, duplicateAuthor } = await pair();
    const pending = await submitIdea(duplicateAuthor);
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expectError(await merge(unknown, target.id, admin.token), 404, 'not_found');
    expectError(await merge(duplicate.id, unknown, admin.token), 404, 'not_found');
    expectError(await merge(duplicate.id, duplicate.id, admin.token), 409, 'wrong_state');
    expectError(await merge(duplicate.id, pending.id, admin.token), 409, 'wrong_state');
    expectInvalid(await merge(duplicate.id, 'not-an-id', admin.token), 'into');
    expectInvalid(await merge(duplicate.id, undefined, admin.token), 'into');

    expectOk(await merge(duplicate.id, target.id, admin.token));
    const again = expectError(await merge(duplicate.id, target.id, admin.token), 409, 'wrong_state');
    expect(again.message).toBe('This idea was already merged into another.');
    expectError(await merge(target.id, duplicate.id, admin.token), 409, 'wrong_state');
  });

  it('takes a pending duplicate from the review queue, which it leaves', async () => {
    const { target, duplicateAuthor } = await pair();
    const pending = await submitIdea(duplicateAuthor);
    expectOk(await merge(pending.id, target.id, admin.token));
    const queue = expectOk<{ id: string }[]>(await api('/admin/ideas/pending', { token: admin.token }));
    expect(queue.map((idea) => idea.id)).not.toContain(pending.id);
    const gone = expectError(
      await api(`/ideas/${pending.id}`, { token: duplicateAuthor.token }),
      404,
      'idea_merged',
    );
    expect(gone.details).toEqual({ mergedInto: { id: target.id, title: target.title } });
  });
});
