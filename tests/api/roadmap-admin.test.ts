// The administrators' roadmap: GET, POST /api/admin/roadmap, PUT and DELETE /api/admin/roadmap/{id}, PUT
// /api/admin/roadmap/{id}/move. Every write is refused to visitors (401) and members (403) and changes nothing;
// administrators add, rename, move between quarters and statuses, reorder within a quarter and delete, and the
// public GET /api/roadmap shows it. The test's items live in quarters of 2099 and are deleted at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  sql,
} from './support.ts';

interface Item {
  id: number;
  quarter: string;
  theme: string;
  label: string;
  status: string;
  position: number;
}

interface Quarter {
  quarter: string;
  theme: string;
  items: { id: number; label: string; status: string; shippedAt: string | null; ideas: unknown[] }[];
}

let admin: Member;
let member: Member;
const suffix = Math.random().toString(36).slice(2, 8);
const label = (name: string) => `${name} ${suffix}`;

beforeAll(async () => {
  [admin, member] = await Promise.all([signInAdmin(), newMember('roadmap-member')]);
});

afterAll(async () => {
  await sql(`delete from public.roadmap_items where label like $1`, [`% ${suffix}`]);
});

const add = async (body: Record<string, unknown>) =>
  expectOk<Item>(await api('/admin/roadmap', { token: admin.token, method: 'POST', json: body }), 201);

const publicQuarter = async (quarter: string) =>
  expectOk<Quarter[]>(await api('/roadmap')).find((group) => group.quarter === quarter);

describe('/api/admin/roadmap', () => {
  it('adds, renames, moves to another quarter and status, and deletes; the public roadmap follows', async () => {
    const item = await add({
      quarter: 'Q2 2099',
      theme: 'Far future',
      label: label('Teleport'),
      status: 'planned',
    });
    expect(item).toMatchObject({ quarter: 'Q2 2099', theme: 'Far future', label: label('Teleport') });
    expect(await publicQuarter('Q2 2099')).toEqual({
      quarter: 'Q2 2099',
      theme: 'Far future',
      items: [{ id: item.id, label: label('Teleport'), status: 'planned', shippedAt: null, ideas: [] }],
    });

    const renamed = await api(`/admin/roadmap/${item.id}`, {
      token: admin.token,
      method: 'PUT',
      json: { quarter: 'Q1 2099', theme: 'Near future', label: label('Teleporter'), status: 'in_progress' },
    });
    expect(expectOk<Item>(renamed)).toMatchObject({ id: item.id, quarter: 'Q1 2099', status: 'in_progress' });
    expect(renamed.body.message).toBe('Roadmap item updated.');
    expect(await publicQuarter('Q2 2099')).toBeUndefined();
    expect((await publicQuarter('Q1 2099'))?.items).toEqual([
      { id: item.id, label: label('Teleporter'), status: 'in_progress', shippedAt: null, ideas: [] },
    ]);

    const removed = await api(`/admin/roadmap/${item.id}`, { token: admin.token, method: 'DELETE' });
    expect(expectOk(removed)).toEqual({ id: item.id });
    expect(await publicQuarter('Q1 2099')).toBeUndefined();
    expectError(await api(`/admin/roadmap/${item.id}`, { token: admin.token, method: 'DELETE' }), 404);
  });

  it('lists quarters in time order, and reorders within a quarter', async () => {
    const later = await add({ quarter: 'Q4 2099', theme: 'End', label: label('Last'), status: 'planned' });
    const first = await add({ quarter: 'Q3 2099', theme: 'Mid', label: label('One'), status: 'planned' });
    const second = await add({ quarter: 'Q3 2099', theme: 'Mid', label: label('Two'), status: 'done' });
    const ours = (items: Item[]) => items.filter((i) => i.label.endsWith(suffix)).map((i) => i.label);

    const listed = expectOk<Item[]>(await api('/admin/roadmap', { token: admin.token }));
    expect(ours(listed)).toEqual([label('One'), label('Two'), label('Last')]);

    const moved = await api(`/admin/roadmap/${second.id}/move`, {
      token: admin.token,
      method: 'PUT',
      json: { direction: 'up' },
    });
    expect(ours(expectOk<Item[]>(moved))).toEqual([label('Two'), label('One'), label('Last')]);
    expect((await publicQuarter('Q3 2099'))?.items.map((i) => i.label)).toEqual([label('Two'), label('One')]);

    // The quarter's first item cannot go further up, nor its last further down into the next quarter.
    expectError(
      await api(`/admin/roadmap/${second.id}/move`, {
        token: admin.token,
        method: 'PUT',
        json: { direction: 'up' },
      }),
      409,
    );
    expectError(
      await api(`/admin/roadmap/${first.id}/move`, {
        token: admin.token,
        method: 'PUT',
        json: { direction: 'down' },
      }),
      409,
    );
    expect(later.position).toBeLessThan(first.position);
  });

  it('refuses invalid items with 422 and unknown ids with 404', async () => {
    const valid = { quarter: 'Q1 2099', theme: 'Theme', label: label('Valid'), status: 'planned' };
    const post = (json: Record<string, unknown>) =>
      api('/admin/roadmap', { token: admin.token, method: 'POST', json });
    expectInvalid(await post({ ...valid, quarter: 'Someday' }), 'quarter');
    expectInvalid(await post({ ...valid, label: '   ' }), 'label');
    expectInvalid(await post({ ...valid, theme: 'x'.repeat(61) }), 'theme');
    expectInvalid(await post({ ...valid, status: 'someday' }), 'status');
    expectInvalid(await post({ ...valid, position: 1 }), 'position');
    for (const id of ['0', 'abc', '999999999']) {
      expectError(await api(`/admin/roadmap/${id}`, { token: admin.token, method: 'PUT', json: valid }), 404);
    }
    expectInvalid(
      await api('/admin/roadmap/1/move', { token: admin.token, method: 'PUT', json: { direction: 'left' } }),
      'direction',
    );
  });

  it('refuses visitors (401) and members (403) on every endpoint, changing nothing', async () => {
    const item = await add({
      quarter: 'Q1 2099',
      theme: 'Guarded',
      label: label('Guarded'),
      status: 'planned',
    });
    const before = await sql(`select * from public.roadmap_items order by id`);
    const body = { quarter: 'Q1 2099', theme: 'Taken', label: label('Taken'), status: 'done' };
    for (const token of [undefined, member.token]) {
      const status = token ? 403 : 401;
      expectError(await api('/admin/roadmap', { token }), status);
      expectError(await api('/admin/roadmap', { token, method: 'POST', json: body }), status);
      expectError(await api(`/admin/roadmap/${item.id}`, { token, method: 'PUT', json: body }), status);
      expectError(
        await api(`/admin/roadmap/${item.id}/move`, { token, method: 'PUT', json: { direction: 'up' } }),
        status,
      );
      expectError(await api(`/admin/roadmap/${item.id}`, { token, method: 'DELETE' }), status);
    }
    expect(await sql(`select * from public.roadmap_items order by id`)).toEqual(before);
  });
});
