// How the Audit tab words an entry: the action as a sentence, the target's kind, and each changed field as
// 'Status: pending → approved'. The database keeps field names as its columns are named (snake_case); other parts
// of the app may write camelCase: both read as words.
import type { AuditAction, AuditEntry, AuditTargetType } from '@schemas/audit.ts';
import { formatDate } from '@/utils/format';

export const ACTION_LABELS = {
  'idea.approve': 'Approved an idea',
  'idea.reject': 'Rejected an idea',
  'idea.send_back': 'Sent an idea back to review',
  'idea.edit': 'Edited an idea',
  'idea.delete': 'Deleted an idea',
  'idea.restore': 'Restored an idea',
  'idea.purge': 'Purged an idea',
  'idea.merge': 'Merged a duplicate idea',
  'edit.approve': 'Approved an edit',
  'edit.reject': 'Rejected an edit',
  'user.promote': 'Promoted a member',
  'user.demote': 'Demoted an administrator',
  'user.tier': 'Changed a plan',
  'user.suspend': 'Suspended a member',
  'user.unsuspend': 'Lifted a suspension',
  'user.void_ratings': "Voided a member's ratings",
  'comment.hide': 'Hid a comment',
  'comment.unhide': 'Unhid a comment',
  'comment.delete': 'Deleted a comment',
  'report.dismiss': 'Dismissed a report',
  'roadmap.create': 'Added a roadmap item',
  'roadmap.update': 'Changed a roadmap item',
  'roadmap.delete': 'Deleted a roadmap item',
  'roadmap.link': 'Put an idea on the roadmap',
  'roadmap.unlink': 'Took an idea off the roadmap',
  'limits.update': 'Changed a write limit',
} as const satisfies Record<AuditAction, string>;

export const TARGET_LABELS = {
  idea: 'Idea',
  idea_edit: 'Edit of',
  user: 'Member',
  comment: 'Comment on',
  report: 'Report',
  roadmap_item: 'Roadmap item',
  write_limit: 'Write limit',
} as const satisfies Record<AuditTargetType, string>;

const FIELD_LABELS: Record<string, string> = {
  is_admin: 'Administrator',
  subscription_tier: 'Plan',
  website_url: 'Website',
  social_media: 'Social links',
  pitch_deck_path: 'Pitch deck',
  body: 'Text',
  author_id: 'Author',
  idea_id: 'Idea',
};

/** 'target_market' and 'targetMarket' read 'Target market'. */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A timestamp as Postgres writes it into JSON ('2026-11-27T10:00:00.123+00:00') or JavaScript does ('...Z'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as words (an instant as a date and time): nothing reads '(none)', a list its items, a link set its names and addresses. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && INSTANT.test(value)) return formatDate(value, 'dateTime');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '(none)';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length
      ? entries.map(([key, item]) => `${fieldLabel(key)}: ${valueText(item)}`).join(', ')
      : '(none)';
  }
  return JSON.stringify(value);
}

/** One line per field the entry names: 'Status: pending → approved', or the value alone where only one side is. */
export function changeLines({ before, after }: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((name) => {
    const label = fieldLabel(name);
    if (!before || !(name in before)) return `${label}: ${valueText(after?.[name])}`;
    if (!after || !(name in after)) return `${label} was: ${valueText(before[name])}`;
    return `${label}: ${valueText(before[name])} → ${valueText(after[name])}`;
  });
}
