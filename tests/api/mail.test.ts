// Mail: the author's review-outcome mail arrives over SMTP through the outbox and the worker, with a working
// unsubscribe link; GET/PUT /api/me/mail-preferences (defaults, own only, 422 on bad input); POST /api/unsubscribe
// (valid token turns one topic off, any other token the same 404 that says nothing); the worker's secret.
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../stack/index.ts';
import { latestMail } from '../support/shared-stack.ts';
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

interface Preferences {
  reviewOutcomes: boolean;
  commentsOnMyIdeas: boolean;
  repliesToMe: boolean;
  followedIdeas: boolean;
  weeklyDigest: boolean;
}

/** A new member's switches: review outcomes on, every other topic off until the member turns it on. */
const DEFAULTS: Preferences = {
  reviewOutcomes: true,
  commentsOnMyIdeas: false,
  repliesToMe: false,
  followedIdeas: false,
  weeklyDigest: false,
};

let author: Member;
let admin: Member;

beforeAll(async () => {
  [author, admin] = await Promise.all([newMember('mail-author'), signInAdmin()]);
});

const tokenOf = async (member: Member) =>
  (
    await sql<{ unsubscribe_token: string }>(
      'select unsubscribe_token::text from public.mail_preferences where member_id = $1',
      [member.id],
    )
  )[0]?.unsubscribe_token;

describe('review outcome mails', () => {
  it('tells the author of a rejection, with the reason and an unsubscribe link that works signed out', async () => {
    const idea = await submitIdea(author, { title: 'Mailed rejection idea' });
    expectOk(
      await api(`/admin/ideas/${idea.id}/reject`, {
        token: admin.token,
        method: 'POST',
        json: { reason: 'Needs <b>numbers</b>' },
      }),
    );
    const mail = await latestMail(author.email);
    expect(mail.subject).toBe('Your idea "Mailed rejection idea" was not approved');
    expect(mail.html).toContain('Needs &lt;b&gt;numbers&lt;/b&gt;');
    expect(mail.links[0]).toMatch(new RegExp(`^https?://[^/]+/idea/${idea.id}$`));
    expect(mail.headers?.['list-unsubscribe']).toMatch(
      /\/functions\/v1\/api\/unsubscribe\?token=[0-9a-f-]{36}&topic=review_outcomes>$/,
    );
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const page = mail.links.find((link) => link.includes('/unsubscribe?'));
    expect(page).toBeDefined();
    const token = new URL(page!).searchParams.get('token');
    expect(token).toBe(await tokenOf(author));

    const done = expectOk<{ topics: string[] }>(
      await api('/unsubscribe', { method: 'POST', json: { token, topic: 'review_outcomes' } }),
    );
    expect(done.topics).toEqual(['review_outcomes']);
    const after = expectOk<Preferences>(await api('/me/mail-preferences', { token: author.token }));
    expect(after).toEqual({ ...DEFAULTS, reviewOutcomes: false });
  });

  it('sends nothing once review outcomes are off, and the outbox keeps no row for it', async () => {
    const quiet = await newMember('mail-quiet');
    expectOk(
      await api('/me/mail-preferences', {
        token: quiet.token,
        method: 'PUT',
        json: { reviewOutcomes: false },
      }),
    );
    const idea = await submitIdea(quiet);
    expectOk(await api(`/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' }));
    const rows = await sql('select 1 from public.mail_outbox where recipient_id = $1', [quiet.id]);
    expect(rows).toEqual([]);
  });
});

describe('GET and PUT /api/me/mail-preferences', () => {
  it('starts with review outcomes on and the rest off, and saves what the member changes', async () => {
    const member = await newMember('mail-prefs');
    expect(expectOk<Preferences>(await api('/me/mail-preferences', { token: member.token }))).toEqual(
      DEFAULTS,
    );
    const saved = await api('/me/mail-preferences', {
      token: member.token,
      method: 'PUT',
      json: { commentsOnMyIdeas: true },
    });
    expect(expectOk<Preferences>(saved)).toEqual({ ...DEFAULTS, commentsOnMyIdeas: true });
    expect(saved.body.message).toBe('E-mail preferences saved.');
    expect(
      expectOk<Preferences>(await api('/me/mail-preferences', { token: member.token })).commentsOnMyIdeas,
    ).toBe(true);
  });

  it('refuses visitors, unknown fields and non-booleans', async () => {
    expectError(await api('/me/mail-preferences'), 401);
    expectError(await api('/me/mail-preferences', { method: 'PUT', json: { repliesToMe: true } }), 401);
    expectInvalid(
      await api('/me/mail-preferences', { token: author.token, method: 'PUT', json: { repliesToMe: 'yes' } }),
      'repliesToMe',
    );
    expectError(
      await api('/me/mail-preferences', {
        token: author.token,
        method: 'PUT',
        json: { unsubscribeToken: 'x' },
      }),
      422,
    );
  });
});

describe('POST /api/unsubscribe', () => {
  it('answers a malformed and an unknown token with the same 404, changing nothing', async () => {
    const member = await newMember('mail-unsub');
    expectOk(
      await api('/me/mail-preferences', { token: member.token, method: 'PUT', json: { repliesToMe: true } }),
    );
    const unknown = expectError(
      await api('/unsubscribe', { method: 'POST', json: { token: crypto.randomUUID() } }),
      404,
      'not_found',
    );
    const malformed = expectError(
      await api('/unsubscribe', { method: 'POST', json: { token: "' or 1=1 --" } }),
      404,
    );
    expect(malformed.message).toBe(unknown.message);
    expect(
      expectOk<Preferences>(await api('/me/mail-preferences', { token: member.token })).repliesToMe,
    ).toBe(true);
  });

  it('turns every topic off without a topic, and takes the token from the query (one-click)', async () => {
    const member = await newMember('mail-oneclick');
    expectOk(
      await api('/me/mail-preferences', { token: member.token, method: 'PUT', json: { repliesToMe: true } }),
    );
    const token = await tokenOf(member);
    const done = expectOk<{ topics: string[] }>(
      await api(`/unsubscribe?token=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(done.topics).toEqual([
      'review_outcomes',
      'comments_on_my_ideas',
      'replies_to_me',
      'followed_ideas',
      'weekly_digest',
    ]);
    expect(expectOk<Preferences>(await api('/me/mail-preferences', { token: member.token }))).toEqual({
      reviewOutcomes: false,
      commentsOnMyIdeas: false,
      repliesToMe: false,
      followedIdeas: false,
      weeklyDigest: false,
    });
  });

  it('refuses an unknown topic with 422', async () => {
    expectInvalid(
      await api('/unsubscribe', { method: 'POST', json: { token: crypto.randomUUID(), topic: 'all' } }),
      'topic',
    );
  });
});

describe('POST /api/internal/deliver-mail', () => {
  it('answers 401 without the secret, with a wrong one and with a member token, and sends nothing', async () => {
    const due = await newMember('mail-due');
    const idea = await submitIdea(due);
    // Parked in the future so the stack's own schedule leaves it alone while the refused calls are made.
    expectOk(await api(`/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' }));
    await sql(
      `update public.mail_outbox set next_attempt_at = now() + interval '1 hour' where recipient_id = $1`,
      [due.id],
    );
    expectError(await api('/internal/deliver-mail', { method: 'POST' }), 401);
    expectError(
      await api('/internal/deliver-mail', { method: 'POST', headers: { 'x-mail-worker-secret': 'guess' } }),
      401,
    );
    expectError(await api('/internal/deliver-mail', { method: 'POST', token: due.token }), 401);
    const [row] = await sql<{ attempts: number; sent_at: string | null }>(
      'select attempts, sent_at from public.mail_outbox where recipient_id = $1',
      [due.id],
    );
    expect(row).toEqual({ attempts: 0, sent_at: null });
  });

  it('delivers due mail with the secret', async () => {
    const due = await newMember('mail-secret');
    const idea = await submitIdea(due, { title: 'Delivered by hand' });
    expectOk(await api(`/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' }));
    const run = expectOk<{ claimed: number; sent: number; failed: number }>(
      await api('/internal/deliver-mail', {
        method: 'POST',
        headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY },
      }),
    );
    expect(run.failed).toBe(0);
    expect((await latestMail(due.email)).subject).toBe('Your idea "Delivered by hand" is live');
  });
});

describe('a mail about a comment', () => {
  it('does not quote a comment hidden before the mail left', async () => {
    const [ideaAuthor, follower, writer] = await Promise.all([
      newMember('quote-author'),
      newMember('quote-follower'),
      newMember('quote-writer'),
    ]);
    const idea = await approvedIdea(ideaAuthor, { title: 'Quoted or not' });
    expectOk(
      await api('/me/mail-preferences', {
        token: follower.token,
        method: 'PUT',
        json: { followedIdeas: true },
      }),
    );
    expectOk(await api(`/ideas/${idea.id}/follow`, { token: follower.token, method: 'PUT' }));
    // The comment and its mail in one transaction, the mail parked, so the stack's worker cannot send it before the
    // hide. Literal ids (from the API): a query with several statements takes no parameters.
    const commentId = crypto.randomUUID();
    await sql(`
      begin;
      insert into public.comments (id, idea_id, author_id, body)
      values ('${commentId}', '${idea.id}', '${writer.id}', 'Buy cheap pills now at our shop');
      update public.mail_outbox set next_attempt_at = now() + interval '1 hour' where recipient_id = '${follower.id}';
      commit;`);
    expectOk(
      await api(`/admin/comments/${commentId}/hide`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'Spam' },
      }),
    );
    await sql(
      'update public.mail_outbox set next_attempt_at = now() where recipient_id = $1 and sent_at is null',
      [follower.id],
    );
    const mail = await latestMail(follower.email);
    expect(mail.subject).toBe('New comment on "Quoted or not"');
    expect(mail.html).not.toContain('cheap pills');
    expect(mail.html).toContain('an idea you follow.');
  });
});

describe('a mail queued before its recipient may no longer be mailed', () => {
  it('is given up for good, not sent, once the recipient is banned, deleted, suspended or without an address', async () => {
    const members = await Promise.all([
      newMember('gone-banned'),
      newMember('gone-deleted'),
      newMember('gone-held'),
      newMember('gone-unaddressed'),
    ]);
    const [banned, deleted, held, unaddressed] = members;
    // Each mail queued through the one way in, then the account changed, in one transaction, so the stack's worker
    // cannot send it in between. Literal ids (from the API): a query with several statements takes no parameters.
    await sql(`
      begin;
      select private.enqueue_mail(r.id, 'review_outcome',
        jsonb_build_object('outcome', 'approved', 'idea_id', r.id, 'title', 'Never sent'))
      from unnest(array['${members.map((m) => m.id).join("','")}']::uuid[]) as r(id);
      update auth.users set banned_until = now() + interval '1 day' where id = '${banned?.id}';
      update auth.users set deleted_at = now() where id = '${deleted?.id}';
      update public.profiles set suspended_until = now() + interval '1 day' where id = '${held?.id}';
      update auth.users set email = null where id = '${unaddressed?.id}';
      commit;`);
    expectOk(
      await api('/internal/deliver-mail', {
        method: 'POST',
        headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY },
      }),
    );
    const rows = await sql<{ attempts: number; sent_at: string | null; last_error: string | null }>(
      'select attempts, sent_at, last_error from public.mail_outbox where recipient_id = any ($1::uuid[])',
      [members.map((m) => m.id)],
    );
    expect(rows).toEqual(
      // The worker's MAX_ATTEMPTS: a mail it leaves alone.
      members.map(() => ({ attempts: 12, sent_at: null, last_error: 'recipient not mailable' })),
    );
  });
});
