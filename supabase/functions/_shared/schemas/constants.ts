// Lists shared by the API and the SPA that need no validation library: the SPA's public pages (the leaderboard's
// filters and sorts) import them from here, so that zod stays out of their code and loads with the forms only.
//
// Postgres holds each of these lists too (a check constraint, or a CASE in a function), and Postgres is the
// authority: this is the one copy in TypeScript, imported wherever a list is needed, and
// tests/stack/database-lists.test.ts fails when it differs from what the migrated database allows. Code that
// handles each value maps them with `satisfies Record<Kind, ...>` or a switch ending in `never`, so a value added
// here fails the type check until it is handled everywhere.

/** public.ideas.category and public.idea_edits.category (check constraints). */
export const CATEGORIES = ['technology', 'healthcare', 'finance', 'education', 'entertainment', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** public.ideas.status (check constraint); private.review_idea moves pending ideas to the other two. */
export const IDEA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/**
 * The leaderboard's sorts: the plain mean, the count, the date, the trusted score, the spread between raters
 * (the names private.search_idea_page accepts).
 */
export const IDEA_SORTS = ['finalScore', 'totalRatings', 'createdAt', 'adjustedScore', 'spread'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];

/**
 * What an author's pending edit of an approved idea may change, in the order of the form: every field a visitor
 * sees (the social links one by one, the deck by its file name). The review queue lists each changed one.
 */
export const EDITED_FIELDS = [
  'title',
  'description',
  'category',
  'targetMarket',
  'businessModel',
  'competitors',
  'fundingNeeded',
  'timeline',
  'tags',
  'websiteUrl',
  'twitter',
  'linkedin',
  'instagram',
  'pitchDeck',
] as const;
export type EditedField = (typeof EDITED_FIELDS)[number];

/**
 * Not a list, but a bound both sides need: a search's total (GET /api/ideas meta.total) is counted up to one more
 * than this (private.idea_count), so a total above it means 'more than'.
 */
export const SEARCH_TOTAL_LIMIT = 1000;

/** public.notifications.kind (check constraint): the events a member is told of in the app. */
export const NOTIFICATION_KINDS = [
  'idea_approved',
  'idea_rejected',
  'new_ratings',
  'promoted',
  'demoted',
  'idea_submitted',
  'comment',
  'reply',
  'edit_approved',
  'edit_rejected',
  'idea_edited',
  'idea_resubmitted',
  'report_dismissed',
  'report_actioned',
  'idea_sent_back',
  'comment_hidden',
  'suspended',
  'followed_idea_changed',
  'followed_idea_comments',
  'roadmap_changed',
  'idea_merged',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** public.reports.reason (check constraint): why a member reports an idea or a comment ('other' needs a note). */
export const REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** public.reports.status (check constraint): open until an administrator dismisses it or acts on its target. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The switches of public.mail_preferences: the topics a member turns mail on or off by. */
export const MAIL_TOPICS = [
  'review_outcomes',
  'comments_on_my_ideas',
  'replies_to_me',
  'followed_ideas',
  'weekly_digest',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** The kinds of mail the database writes to public.mail_outbox (private.enqueue_mail's callers). */
export const MAIL_KINDS = ['review_outcome', 'comment', 'reply', 'follow_update', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The topic that governs each kind of mail, as private.mail_topic answers it. */
export const MAIL_KIND_TOPICS = {
  review_outcome: 'review_outcomes',
  comment: 'comments_on_my_ideas',
  reply: 'replies_to_me',
  follow_update: 'followed_ideas',
  digest: 'weekly_digest',
} as const satisfies Record<MailKind, MailTopic>;

/** public.roadmap_items.status (check constraint), in the order an item goes through them. */
export const ROADMAP_STATUSES = ['planned', 'in_progress', 'done'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** How a roadmap status reads inside a sentence (a notification, the digest): "shipped" for done. */
export const ROADMAP_STATUS_WORDS = {
  planned: 'planned',
  in_progress: 'in progress',
  done: 'shipped',
} as const satisfies Record<RoadmapStatus, string>;

/** public.profiles.subscription_tier (check constraint); premium members make landing pages. */
export const SUBSCRIPTION_TIERS = ['free', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** public.landing_pages.tone (check constraint): the voice a page is drafted in. */
export const LANDING_TONES = ['bold', 'friendly', 'technical'] as const;
export type LandingTone = (typeof LANDING_TONES)[number];

/** public.landing_pages.drafted_by (check constraint): a configured model, or the built-in templates. */
export const LANDING_DRAFTERS = ['ai', 'template'] as const;
export type LandingDrafter = (typeof LANDING_DRAFTERS)[number];

/** A landing page's colour scheme (private.is_landing_content checks the page's `mode`). */
export const LANDING_MODES = ['light', 'dark'] as const;
export type LandingMode = (typeof LANDING_MODES)[number];

/**
 * The sections of a landing page, in display order, each exactly once (private.is_landing_content). hero: heading
 * = headline, body = subheadline. verdict: the community's scores, filled in live from the idea when it is approved
 * (its heading and body are the texts around them). waitlist: the sign-up form (heading and body above it).
 */
export const SECTION_KINDS = [
  'hero',
  'problem',
  'solution',
  'audience',
  'business_model',
  'difference',
  'verdict',
  'waitlist',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/**
 * private.audit_log.action: every administrative action the audit log records, as '<thing>.<verb>'. The database
 * checks only the shape; the triggers and definer functions that call private.record_audit use these names.
 */
export const AUDIT_ACTIONS = [
  'idea.approve',
  'idea.reject',
  'idea.send_back',
  'idea.edit',
  'idea.delete',
  'idea.restore',
  'idea.purge',
  'idea.merge',
  'edit.approve',
  'edit.reject',
  'user.promote',
  'user.demote',
  'user.tier',
  'user.suspend',
  'user.unsuspend',
  'user.void_ratings',
  'comment.hide',
  'comment.unhide',
  'comment.delete',
  'report.dismiss',
  'roadmap.create',
  'roadmap.update',
  'roadmap.delete',
  'roadmap.link',
  'roadmap.unlink',
  'limits.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** private.audit_log.target_type: the kinds of row an audited action acts on. */
export const AUDIT_TARGET_TYPES = ['idea', 'idea_edit', 'user', 'comment', 'report', 'roadmap_item', 'write_limit'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** private.write_limits.action: the writes one member may make only so many of (per idea, for 'idea_edit'). */
export const WRITE_LIMIT_ACTIONS = ['idea', 'idea_edit', 'comment', 'landing_page', 'report'] as const;
export type WriteLimitAction = (typeof WRITE_LIMIT_ACTIONS)[number];

/** private.write_limits.per: the windows writes are counted in, shortest first. */
export const WRITE_LIMIT_WINDOWS = ['minute', 'hour', 'day'] as const;
export type WriteLimitWindow = (typeof WRITE_LIMIT_WINDOWS)[number];
