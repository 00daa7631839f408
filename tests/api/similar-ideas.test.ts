// GET /api/ideas/similar: approved look-alikes of a title being typed, at most 3, best first with a figure; never a
// pending idea; the query's validation; the route is not taken for an idea id.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, approvedIdea, expectInvalid, expectOk, type Member, newMember, submitIdea } from './support.ts';

interface Similar {
  id: string;
  title: string;
  category: string;
  similarity: number;
}

let author: Member;
let other: Member;
const word = `Wombatique${Date.now().toString(36)}`;

beforeAll(async () => {
  [author, other] = await Promise.all([newMember('similar-author'), newMember('similar-other')]);
});

const similar = async (query: string, token?: string) =>
  expectOk<Similar[]>(await api(`/ideas/similar?${query}`, { token }));

describe('GET /api/ideas/similar', () => {
  it('answers approved look-alikes, best first, with a figure, to visitors and members alike', async () => {
    const close = await approvedIdea(author, { title: `${word} bike repair vans` });
    const near = await approvedIdea(author, { title: `${word} bike repair van fleet` });
    const title = encodeURIComponent(`${word} bike repair vans`);
    const found = await similar(`title=${title}`);
    expect(found.map((idea) => idea.id).slice(0, 2)).toEqual([close.id, near.id]);
    expect(found[0]).toEqual({ id: close.id, title: close.title, category: 'technology', similarity: 1 });
    expect(found[1]!.similarity).toBeGreaterThan(0.35);
    expect(found[1]!.similarity).toBeLessThan(1);
    expect(await similar(`title=${title}`, other.token)).toEqual(found);
  });

  it('never suggests a pending idea, not even to its author', async () => {
    const pending = await submitIdea(other, { title: `${word} pending lantern shop` });
    const title = encodeURIComponent(`${word} pending lantern shop`);
    for (const token of [undefined, other.token, author.token]) {
      expect((await similar(`title=${title}`, token)).map((idea) => idea.id)).not.toContain(pending.id);
    }
  });

  it('answers at most 3 and weighs the description in when given', async () => {
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((n) => approvedIdea(author, { title: `${word} sauna boats ${n}` })),
    );
    const found = await similar(
      `title=${encodeURIComponent(`${word} sauna boats`)}&description=${encodeURIComponent('Nothing alike at all')}`,
    );
    expect(found).toHaveLength(3);
    expect(found.every((idea) => idea.similarity < 1)).toBe(true);
  });

  it('answers an empty list for an unlike title', async () => {
    expect(await similar(`title=${encodeURIComponent('Qxv zzyzx plonk')}`)).toEqual([]);
  });

  it('refuses a title shorter than 3 or longer than 100 characters, or missing', async () => {
    expectInvalid(await api('/ideas/similar?title=ab'), 'title');
    expectInvalid(await api(`/ideas/similar?title=${'a'.repeat(101)}`), 'title');
    expectInvalid(await api('/ideas/similar'), 'title');
    expectInvalid(await api(`/ideas/similar?title=abc&description=${'a'.repeat(2001)}`), 'description');
  });
});
