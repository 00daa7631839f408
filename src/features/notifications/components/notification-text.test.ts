import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@/features/notifications/api/notifications';
import { notificationText } from '@/features/notifications/components/notification-text';

const merged = (mergedTitle: string | null): NotificationItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'idea_merged',
  ideaId: '22222222-2222-4222-8222-222222222222',
  title: 'Shared tool library',
  reason: null,
  by: null,
  commentId: null,
  roadmapItem: null,
  mergedTitle,
  count: 1,
  read: false,
  createdAt: '2025-11-20T10:00:00.000Z',
  updatedAt: '2025-11-20T10:00:00.000Z',
});

describe('notificationText of a merge', () => {
  it('names the duplicate when the item does', () => {
    expect(notificationText(merged('Tool lending library'))).toBe(
      '"Tool lending library" was merged into "Shared tool library"',
    );
  });

  it('says only that an idea was merged when the duplicate was not for the reader to see', () => {
    expect(notificationText(merged(null))).toBe('An idea was merged into "Shared tool library"');
  });
});
