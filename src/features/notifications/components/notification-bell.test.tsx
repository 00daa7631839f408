import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys, type NotificationItem } from '@/features/notifications/api/notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';

const IDEA = '22222222-2222-4222-8222-222222222222';

function item(overrides: Partial<NotificationItem>): NotificationItem {
  return {
    id: crypto.randomUUID(),
    kind: 'idea_approved',
    ideaId: IDEA,
    title: 'Solar kiosks',
    reason: null,
    by: null,
    commentId: null,
    roadmapItem: null,
    mergedTitle: null,
    count: 1,
    read: false,
    createdAt: '2025-11-20T10:00:00.000Z',
    updatedAt: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** An API answer of the list with its ETag, or 304 when the poll sends that ETag back. */
function listAnswer(items: NotificationItem[], etag: string, init?: RequestInit) {
  const sent = (init?.headers as Record<string, string> | undefined)?.['if-none-match'];
  if (sent === etag) return new Response(null, { status: 304, headers: { etag } });
  const unread = items.filter((one) => !one.read).length;
  return Response.json(
    { success: true, data: items, meta: { total: items.length, unread, limit: 20, offset: 0 } },
    { headers: { etag } },
  );
}

describe('NotificationBell', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the unread count, lists items as links with their read state, and marks all read', async () => {
    let items = [
      item({ kind: 'new_ratings', count: 3 }),
      item({ kind: 'idea_rejected', title: 'Pet rocks', reason: 'Too vague', read: true }),
    ];
    const marked: unknown[] = [];
    let reads = 0;
    stubApi({
      '/notifications': (_url: URL, init?: RequestInit) => {
        reads++;
        return listAnswer(items, `"v${marked.length}"`, init);
      },
      '/notifications/read': (_url: URL, init?: RequestInit) => {
        marked.push(JSON.parse(init?.body as string));
        items = items.map((one) => ({ ...one, read: true }));
        return { updated: 1 };
      },
    });
    const { user } = renderWithProviders(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Unread: 3 new ratings on "Solar kiosks"',
      'Your idea "Pet rocks" was rejected: Too vague',
    ]);
    expect(links[0]).toHaveAttribute('href', `/idea/${IDEA}`);

    const readsBefore = reads;
    // A double click marks once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([{ all: true }]));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((link) => link.getAttribute('aria-label')),
      ).toEqual(['3 new ratings on "Solar kiosks"', 'Your idea "Pet rocks" was rejected: Too vague']),
    );
    // The open popover hides the rest of the page from assistive technology, the bell included.
    expect(screen.getByRole('button', { name: 'No unread notifications', hidden: true })).toBeInTheDocument();
    // The answer said how many it marked: the list is not read again for that.
    expect(reads).toBe(readsBefore);
    expect(marked).toHaveLength(1);
  });

  it('marks an item read when it is opened', async () => {
    const one = item({ kind: 'idea_submitted', title: 'Drone gardens' });
    const marked: unknown[] = [];
    stubApi({
      '/notifications': (_url: URL, init?: RequestInit) => listAnswer([one], '"v1"', init),
      '/notifications/read': (_url: URL, init?: RequestInit) => {
        marked.push(JSON.parse(init?.body as string));
        return { updated: 1 };
      },
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    const link = screen.getByRole('link', { name: 'Unread: New idea waiting for review: "Drone gardens"' });
    // To the idea's card in the review queue.
    expect(link).toHaveAttribute('href', `/admin?tab=ideas#review-${IDEA}`);
    await user.click(link);
    await waitFor(() => expect(marked).toEqual([{ ids: [one.id] }]));
  });

  it('links a reply to the reply on its idea page, and says when it came in relative words', async () => {
    const comment = '33333333-3333-4333-8333-333333333333';
    const updatedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    stubApi({
      '/notifications': (_url: URL, init?: RequestInit) =>
        listAnswer([item({ kind: 'reply', by: 'Bob', commentId: comment, updatedAt })], '"v1"', init),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    const link = screen.getByRole('link', { name: 'Unread: Bob replied to your comment on "Solar kiosks"' });
    expect(link).toHaveAttribute('href', `/idea/${IDEA}#comment-${comment}`);
    const time = within(link).getByText('3 h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', updatedAt);
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
  });

  it('keeps its data on a 304 and shows a new item from the next changed answer', async () => {
    let items = [item({})];
    let version = 1;
    const fetchMock = stubApi({
      '/notifications': (_url: URL, init?: RequestInit) => listAnswer(items, `"v${version}"`, init),
    });
    const queryClient = createTestQueryClient();
    renderWithProviders(<NotificationBell />, { queryClient });
    await screen.findByRole('button', { name: '1 unread notification' });
    const first = queryClient.getQueryData(notificationKeys.list(null));

    await queryClient.refetchQueries({ queryKey: notificationKeys.all });
    const second = fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    expect(second.headers).toMatchObject({ 'if-none-match': '"v1"' });
    expect(second.cache).toBe('no-store');
    expect(queryClient.getQueryData(notificationKeys.list(null))).toBe(first);

    items = [item({ kind: 'new_ratings', count: 2 }), ...items];
    version = 2;
    await queryClient.refetchQueries({ queryKey: notificationKeys.all });
    expect(await screen.findByRole('button', { name: '2 unread notifications' })).toBeInTheDocument();
  });

  it('says so when there is nothing, and offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    stubApi({
      '/notifications': async (_url: URL, init?: RequestInit) => {
        await held;
        return fail
          ? Response.json({ success: false, message: 'down', code: 'x' }, { status: 500 })
          : listAnswer([], '"v0"', init);
      },
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: 'No unread notifications' }));
    expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
    answerNow();
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});
