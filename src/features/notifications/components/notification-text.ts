// What each kind of item says, and where it leads (the idea's page, the admin dashboard, the profile).
import { paths } from '@/config/paths';
import type { NotificationItem, NotificationKind } from '@/features/notifications/api/notifications';
import { countOf } from '@/utils/format';

export function notificationText(item: NotificationItem): string {
  const title = item.title ?? 'your idea';
  switch (item.kind) {
    case 'idea_approved':
      return `Your idea "${title}" was approved`;
    case 'idea_rejected':
      return `Your idea "${title}" was rejected${item.reason ? `: ${item.reason}` : ''}`;
    case 'new_ratings':
      return `${countOf(item.count, 'new rating')} on "${title}"`;
    case 'promoted':
      return 'You are now an administrator';
    case 'demoted':
      return 'You are no longer an administrator';
    case 'idea_submitted':
      return `New idea waiting for review: "${title}"`;
    case 'comment':
      return `${item.by ?? 'A member'} commented on "${title}"`;
    case 'reply':
      return `${item.by ?? 'A member'} replied to your comment on "${title}"`;
    case 'edit_approved':
      return `Your edit of "${title}" was approved`;
    case 'edit_rejected':
      return `Your edit of "${title}" was rejected${item.reason ? `: ${item.reason}` : ''}`;
    case 'idea_edited':
      return `Edited idea waiting for review: "${title}"`;
    case 'idea_resubmitted':
      return `Idea sent back for review: "${title}"`;
  }
}

/**
 * Where each kind leads: administrators' items to the dashboard, where the review (or the new role) is; the others
 * to their idea, or to the profile when they name none. A kind without a place here fails the type check.
 */
const DESTINATIONS = {
  idea_approved: 'idea',
  idea_rejected: 'idea',
  new_ratings: 'idea',
  promoted: 'admin',
  demoted: 'idea',
  idea_submitted: 'admin',
  comment: 'idea',
  reply: 'idea',
  edit_approved: 'idea',
  edit_rejected: 'idea',
  idea_edited: 'admin',
  idea_resubmitted: 'admin',
} as const satisfies Record<NotificationKind, 'admin' | 'idea'>;

export function notificationHref(item: NotificationItem): string {
  if (DESTINATIONS[item.kind] === 'admin') return paths.admin.getHref();
  if (item.ideaId) return paths.idea.getHref(item.ideaId);
  return paths.profile.getHref();
}
