// The text of a mail about an idea the member follows (outbox kind follow_update). The database writes one row per
// follower and event, with `event` saying which: the approved version changed, new comments, a roadmap move, or a
// merge into another idea (then `idea_id` and `title` name the idea it was merged into). A comment's `excerpt` is
// read when the mail is claimed (mail.sql.ts), and is missing once the comment was hidden or deleted.
import { MAIL_KIND_TOPICS } from '../../../_shared/schemas/constants.ts';
import type { Content } from './compose.ts';

interface FollowUpdate {
  event?: 'changed' | 'comments' | 'roadmap' | 'merged';
  idea_id?: string;
  title?: string;
  by?: string | null;
  excerpt?: string;
  comment_id?: string;
  label?: string;
  status?: 'planned' | 'in_progress' | 'done';
  merged_title?: string;
}

const ROADMAP_MOVES = { planned: 'is planned', in_progress: 'is in progress', done: 'has shipped' } as const;

/**
 * A mail's sentence about a comment, then the comment quoted. No excerpt when the comment was hidden or deleted
 * before the mail left (mail.sql.ts reads it at the claim): the sentence then ends the paragraph and nothing is quoted.
 */
export function commentParagraphs(sentence: string, excerpt: string | undefined): string[] {
  return excerpt === undefined ? [`${sentence}.`] : [`${sentence}:`, `“${excerpt}”`];
}

export function followUpdateContent(raw: Record<string, unknown>, siteUrl: string): Content {
  const data = raw as FollowUpdate;
  const title = data.title ?? 'an idea you follow';
  const ideaUrl = `${siteUrl}/idea/${data.idea_id ?? ''}`;
  const topic = MAIL_KIND_TOPICS.follow_update;
  const link = { text: 'Open the idea', href: ideaUrl };
  switch (data.event) {
    case 'comments':
      return {
        subject: `New comment on "${title}"`,
        paragraphs: commentParagraphs(
          `${data.by ?? 'A member'} commented on "${title}", an idea you follow`,
          data.excerpt,
        ),
        link: {
          text: 'Join the discussion',
          href: data.comment_id ? `${ideaUrl}#comment-${data.comment_id}` : ideaUrl,
        },
        topic,
      };
    case 'roadmap':
      return {
        subject: `"${title}" ${ROADMAP_MOVES[data.status ?? 'planned']}`,
        paragraphs: [
          `"${title}", an idea you follow, is part of the roadmap item "${data.label ?? ''}", which ${ROADMAP_MOVES[data.status ?? 'planned']}.`,
        ],
        link: { text: 'See the roadmap', href: `${siteUrl}/roadmap` },
        topic,
      };
    case 'merged': {
      // The duplicate is named only to those who could see it (see private.merge_idea).
      const duplicate = data.merged_title === undefined ? 'An idea you follow' : `"${data.merged_title}"`;
      return {
        subject: `${duplicate} was merged into "${title}"`,
        paragraphs: [
          `${duplicate} was a duplicate of "${title}" and was merged into it: its ratings and discussion moved there, and you now follow "${title}".`,
        ],
        link,
        topic,
      };
    }
    default:
      return {
        subject: `"${title}" was updated`,
        paragraphs: [`"${title}", an idea you follow, was updated: its page shows the new version.`],
        link,
        topic,
      };
  }
}
