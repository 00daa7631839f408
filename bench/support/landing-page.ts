// A published landing page for the front-end bench: the top idea's page, written straight into the database (the
// bench measures how the page loads, not how it is drafted). Its texts are the idea's own fields.
import postgres from 'postgres';
import {
  SECTION_KINDS,
  type LandingContent,
} from '../../supabase/functions/_shared/schemas/landing-pages.ts';

export const BENCH_SLUG = 'bench-top-idea';

export async function publishBenchLandingPage(superuserUrl: string, ideaId: string): Promise<string> {
  const sql = postgres(superuserUrl, { max: 1, onnotice: () => undefined });
  try {
    const [idea] = await sql<{ authorId: string; title: string; description: string }[]>`
      select author_id as "authorId", title, description from public.ideas where id = ${ideaId}`;
    if (!idea) throw new Error(`the bench's top idea ${ideaId} is missing`);
    const content: LandingContent = {
      title: idea.title.slice(0, 70),
      description: idea.description.slice(0, 200),
      accent: '#1565c0',
      mode: 'light',
      sections: SECTION_KINDS.map((kind) => ({
        kind,
        hidden: false,
        heading: kind === 'hero' ? idea.title.slice(0, 160) : `About: ${kind.replace('_', ' ')}`,
        body: idea.description.slice(0, 2000),
      })),
    };
    // The owner must be premium for the insert's rules; the bench runs as the superuser, which RLS does not stop.
    await sql`update public.profiles set subscription_tier = 'premium' where id = ${idea.authorId}`;
    // Every page starts as a draft (a trigger sees to it); publishing is the update that follows.
    await sql`
      insert into public.landing_pages (owner_id, idea_id, slug, tone, content, drafted_by)
      values (${idea.authorId}, ${ideaId}, ${BENCH_SLUG}, 'friendly', ${sql.json(content)}, 'template')
      on conflict (slug) do nothing`;
    await sql`update public.landing_pages set published_at = now() where slug = ${BENCH_SLUG}`;
    return `/p/${BENCH_SLUG}`;
  } finally {
    await sql.end();
  }
}
