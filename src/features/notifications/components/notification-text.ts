// What each kind of item says, and where it leads (a comment on the idea's page, the review queue's card, the
// idea's page, its roadmap item, the admin dashboard, the profile).
import { commentAnchor, reviewAnchor, roadmapAnchor } from '@/config/anchors';
import { paths } from '@/config/paths';
import type { NotificationItem, NotificationKind } from '@/features/notifications/api/notifications';
import { ROADMAP_STATUS_WORDS } from '@schemas/constants.ts';
import { countOf, formatDate } from '@/utils/format';

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
    case 'report_dismissed':
      return `A moderator reviewed your report about "${title}" and left it up`;
    case 'report_actioned':
      return `A moderator acted on your report about "${title}" and removed it from public view`;
    case 'idea_sent_back':
      return `Your idea "${title}" was sent back to review${item.reason ? `: ${item.reason}` : ''}`;
    case 'comment_hidden':
      return `A moderator hid your comment on "${title}"${item.reason ? `: ${item.reason}` : ''}`;
    case 'suspended':
      // The item's title carries the end of the suspension.
      return `Your account is suspended until ${item.title ? formatDate(item.title, 'dateTime') : 'further notice'}${item.reason ? `: ${item.reason}` : ''}`;
    case 'followed_idea_changed':
      return `"${title}", an idea you follow, was updated`;
    case 'followed_idea_comments':
      return `${countOf(item.count, 'new comment')} on "${title}", an idea you follow`;
    case 'roadmap_changed':
      return item.roadmapItem
        ? `"${title}" is on the roadmap, ${ROADMAP_STATUS_WORDS[item.roadmapItem.status]}: ${item.roadmapItem.label}`
        : `"${title}" moved on the roadmap`;
    case 'idea_merged':
      // The duplicate is named only to those who could see it (a pending one: its author and administrators).
      return item.mergedTitle
        ? `"${item.mergedTitle}" was merged into "${title}"`
        : `An idea was merged into "${title}"`;
  }
}

/**
 * Where each kind leads, the most specific place there is: a comment or reply to that comment on its idea's page;
 * an item asking an administrator for a review to the idea's card in the review queue; a role change to the
 * dashboard; the others to their idea, or to the profile when they name none. A kind without a place here fails the
 * type check.
 */
const DESTINATIONS = {
  idea_approved: 'idea',
  idea_rejected: 'idea',
  new_ratings: 'idea',
  promoted: 'admin',
  demoted: 'idea',
  idea_submitted: 'review',
  comment: 'comment',
  reply: 'comment',
  edit_approved: 'idea',
  edit_rejected: 'idea',
  idea_edited: 'review',
  idea_resubmitted: 'review',
  report_dismissed: 'idea',
  report_actioned: 'idea',
  idea_sent_back: 'idea',
  comment_hidden: 'idea',
  suspended: 'idea',
  followed_idea_changed: 'idea',
  followed_idea_comments: 'comment',
  roadmap_changed: 'roadmap',
  idea_merged: 'idea',
} as const satisfies Record<NotificationKind, 'admin' | 'review' | 'comment' | 'roadmap' | 'idea'>;

export function notificationHref(item: NotificationItem): string {
  const destination = DESTINATIONS[item.kind];
  if (destination === 'admin') return paths.admin.getHref();
  if (destination === 'review') {
    const queue = `${paths.admin.getHref()}?tab=ideas`;
    return item.ideaId ? `${queue}#${reviewAnchor(item.ideaId)}` : queue;
  }
  if (destination === 'roadmap' && item.roadmapItem) {
    return `${paths.roadmap.getHref()}#${roadmapAnchor(item.roadmapItem.id)}`;
  }
  if (!item.ideaId) return paths.profile.getHref();
  const idea = paths.idea.getHref(item.ideaId);
  return destination === 'comment' && item.commentId ? `${idea}#${commentAnchor(item.commentId)}` : idea;
}
