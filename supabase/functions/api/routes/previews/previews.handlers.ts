// The handlers of the preview images: the row, then the card drawn from it (a few tens of milliseconds of CPU;
// docs/performance.md), answered as image/png. The conditional middleware keeps a visitor's image under its tag.
import { notFound } from '../../../_shared/errors.ts';
import { PREVIEW_IMAGE } from '../../../_shared/schemas/previews.ts';
import type { Ctx } from '../common/context.ts';
import type { Input } from '../common/mount.ts';
import * as routes from './previews.routes.ts';
import * as sql from './previews.sql.ts';
import { accentOf, type PreviewCard, renderCard } from './render/card.ts';

const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function cardOf(kind: PreviewCard['kind'], row: sql.PreviewRow): PreviewCard {
  const rated = row.total_ratings !== null && row.total_ratings > 0 && row.adjusted_score !== null;
  return {
    kind,
    title: row.title,
    ...(row.description ? { subtitle: row.description } : {}),
    category: row.category && label(row.category),
    score: rated ? { value: row.adjusted_score!, ratings: row.total_ratings! } : null,
    accent: accentOf(row.accent ?? undefined, row.category),
  };
}

function png(c: Ctx, card: PreviewCard): Response {
  return c.body(renderCard(card), 200, { 'Content-Type': PREVIEW_IMAGE.mediaType });
}

export async function ideaPreview(c: Ctx, { params, tx }: Input<typeof routes.ideaPreview>) {
  const row = await tx((t) => sql.ideaPreview(t, params.id));
  if (!row) throw notFound(routes.ideaPreview.notFound);
  return png(c, cardOf('idea', row));
}

export async function landingPreview(c: Ctx, { params, tx }: Input<typeof routes.landingPreview>) {
  const row = await tx((t) => sql.landingPreview(t, params.slug));
  if (!row) throw notFound(routes.landingPreview.notFound);
  return png(c, cardOf('landing page', row));
}
