// What the preview images show, read as the caller: an idea through its policies (approved only, whoever asks), a
// landing page through private.get_landing_preview (published only; visitors have no right on the table).
import type postgres from 'postgres';

export interface PreviewRow {
  title: string;
  description: string | null;
  accent: string | null;
  /** Null for a page whose idea is not approved. */
  category: string | null;
  adjusted_score: number | null;
  total_ratings: number | null;
}

export async function ideaPreview(tx: postgres.TransactionSql, id: string): Promise<PreviewRow | null> {
  const rows = await tx<PreviewRow[]>`
    select title, null as description, null as accent, category, adjusted_score::float8 as adjusted_score,
           total_ratings
    from public.ideas
    where id = ${id} and status = 'approved' and deleted_at is null`;
  return rows[0] ?? null;
}

export async function landingPreview(tx: postgres.TransactionSql, slug: string): Promise<PreviewRow | null> {
  const rows = await tx<PreviewRow[]>`
    select title, description, accent, category, adjusted_score::float8 as adjusted_score, total_ratings
    from private.get_landing_preview(${slug})`;
  return rows[0] ?? null;
}
