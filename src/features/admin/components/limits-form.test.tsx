import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WriteLimit } from '@schemas/limits.ts';
import { LIMITS_SAVED, LimitsPanel } from '@/features/admin/components/limits-form';
import { fail, mockApi, ok, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const AT = '2026-11-20T10:00:00Z';
const LIMITS: WriteLimit[] = [
  { action: 'idea', per: 'hour', maxCount: 5, label: 'ideas', updatedAt: AT },
  { action: 'idea', per: 'day', maxCount: 10, label: 'ideas', updatedAt: AT },
  { action: 'comment', per: 'minute', maxCount: 5, label: 'comments', updatedAt: AT },
];

const renderLimits = () => renderRoute(<LimitsPanel />, { path: '/admin', url: '/admin?tab=limits' });

const saved = (request: ApiRequest) => {
  const { limits } = request.body as { limits: { action: string; per: string; maxCount: number }[] };
  return ok(
    LIMITS.map((limit) => ({
      ...limit,
      ...limits.find((l) => l.action === limit.action && l.per === limit.per),
    })),
    200,
    LIMITS_SAVED,
  );
};

describe('the Limits tab', () => {
  it('shows every limit in a table, saves a changed count and says so', async () => {
    const api = mockApi({ 'GET /admin/limits': () => ok(LIMITS), 'PUT /admin/limits': saved });
    const { user } = renderLimits();

    expect(screen.getByRole('status')).toHaveTextContent('Loading limits...');
    const table = await screen.findByRole('table', { name: 'Write limits' });
    expect(within(table).getAllByRole('row')).toHaveLength(LIMITS.length + 1);
    const hourly = screen.getByRole('spinbutton', { name: 'New ideas, an hour' });
    expect(hourly).toHaveValue(5);

    await user.clear(hourly);
    await user.type(hourly, '8');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText(LIMITS_SAVED)).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/limits')).toHaveLength(1);
    expect(api.calls('PUT', '/admin/limits')[0]?.body).toEqual({
      limits: [
        { action: 'idea', per: 'hour', maxCount: 8 },
        { action: 'idea', per: 'day', maxCount: 10 },
        { action: 'comment', per: 'minute', maxCount: 5 },
      ],
    });
    expect(await screen.findByRole('spinbutton', { name: 'New ideas, an hour' })).toHaveValue(8);
  });

  it('says a count out of bounds at its field, sending nothing', async () => {
    const api = mockApi({ 'GET /admin/limits': () => ok(LIMITS), 'PUT /admin/limits': saved });
    const { user } = renderLimits();

    const comments = await screen.findByRole('spinbutton', { name: 'Comments, a minute' });
    await user.clear(comments);
    await user.type(comments, '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText('The limit must be at least 1')).toBeInTheDocument();
    expect(comments).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', '/admin/limits')).toHaveLength(0);
  });

  it("puts the API's field errors on their fields", async () => {
    mockApi({
      'GET /admin/limits': () => ok(LIMITS),
      'PUT /admin/limits': () =>
        fail(422, 'Some fields are not valid.', 'validation_failed', {
          'limits.1.maxCount': ['The limit can be at most 100000'],
        }),
    });
    const { user } = renderLimits();

    await screen.findByRole('table', { name: 'Write limits' });
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText('The limit can be at most 100000')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'New ideas, a day' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says when the limits could not be loaded, and tries again', async () => {
    let attempts = 0;
    mockApi({
      'GET /admin/limits': () =>
        ++attempts === 1 ? fail(500, 'Something went wrong on our side.') : ok(LIMITS),
    });
    const { user } = renderLimits();

    expect(await screen.findByText('The limits could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Write limits' })).toBeInTheDocument();
  });
});
