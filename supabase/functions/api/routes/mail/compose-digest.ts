// The text of the weekly digest (outbox kind digest). The database writes one row per member and week with what it
// found: the week's best new approved ideas in the member's categories, activity on the ideas they follow, and
// roadmap items that moved. It writes none when all three are empty, so every list here may still be empty alone.
import { MAIL_KIND_TOPICS, ROADMAP_STATUS_WORDS } from '../../../_shared/schemas/constants.ts';
import type { Content } from './compose.ts';

interface Digest {
  /** The Monday the week starts, YYYY-MM-DD. */
  week?: string;
  ideas?: { id: string; title: string; category: string; score: number }[];
  followed?: { id: string; title: string; comments: number; changed: boolean }[];
  roadmap?: { id: number; label: string; status: 'planned' | 'in_progress' | 'done' }[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function digestContent(raw: Record<string, unknown>, siteUrl: string): Content {
  const data = raw as Digest;
  const ideas = data.ideas ?? [];
  const followed = data.followed ?? [];
  const roadmap = data.roadmap ?? [];
  const paragraphs: string[] = [`Your week on Ideaboard${data.week ? `, from ${data.week}` : ''}.`];
  if (ideas.length > 0) {
    paragraphs.push(
      'New ideas in your categories, best trusted score first:',
      ...ideas.map((idea) => `• ${idea.title} (${idea.category}, ${Math.round(idea.score)}/100): ${siteUrl}/idea/${idea.id}`),
    );
  }
  if (followed.length > 0) {
    paragraphs.push(
      'On the ideas you follow:',
      ...followed.map((idea) => {
        const news = [idea.comments > 0 ? plural(idea.comments, 'new comment') : '', idea.changed ? 'updated' : '']
          .filter(Boolean)
          .join(', ');
        return `• ${idea.title}: ${news}: ${siteUrl}/idea/${idea.id}`;
      }),
    );
  }
  if (roadmap.length > 0) {
    paragraphs.push('On the roadmap:', ...roadmap.map((item) => `• ${item.label}: ${ROADMAP_STATUS_WORDS[item.status]}`));
  }
  return {
    subject: 'Your weekly Ideaboard digest',
    paragraphs,
    link: { text: 'Open the leaderboard', href: `${siteUrl}/leaderboard` },
    topic: MAIL_KIND_TOPICS.digest,
  };
}
