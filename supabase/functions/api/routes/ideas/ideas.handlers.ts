// The handlers of /api/ideas.
import { ApiError, notFound } from '../../../_shared/errors.ts';
import { okJsonItems } from '../../../_shared/http.ts';
import { removeDeck, signDeck, uploadDeck } from '../../../_shared/pitch-decks.ts';
import type { Category, DimensionScores } from '../../../_shared/schemas/ideas.ts';
import type { MergedIdeaDetails, MergedInto } from '../../../_shared/schemas/merge.ts';
import type { Ctx } from '../common/context.ts';
import { toIdea, viewPendingEdit } from '../common/idea-shape.ts';
import { deleteIdea, editIdea } from '../common/idea-writes.ts';
import { findIdea, findPendingEdit } from '../common/ideas.sql.ts';
import { reply, type Input } from '../common/mount.ts';
import { mergeTargetOf } from '../admin/merge.sql.ts';
import {
  countSql,
  ideaContext,
  ideaScores,
  insertIdea,
  listSql,
  similarIdeas,
  type IdeaContextRow,
  type ScoresRow,
} from './ideas.sql.ts';
import * as routes from './ideas.routes.ts';

/** The ideas arrive as JSON texts Postgres built (IDEA_JSON), passed through as bytes in the envelope. */
export async function list(c: Ctx, { query, tx }: Input<typeof routes.list>) {
  const page = listSql(query);
  const count = countSql(query);
  const { rows, total } = await tx(async (t) => {
    const ideas = await t.unsafe(page.text, page.params as never[]).raw();
    const [counted] = await t.unsafe<{ total: number }[]>(count.text, count.params as never[]);
    return { rows: ideas, total: counted!.total };
  });
  return okJsonItems(
    c,
    rows.map(([idea]) => idea!),
    { total, limit: query.limit, offset: query.offset },
  );
}

export async function similar(c: Ctx, { query, tx }: Input<typeof routes.similar>) {
  const rows = await tx((t) => similarIdeas(t, query));
  return reply(
    c,
    routes.similar,
    rows.map((row) => ({ ...row, category: row.category as Category })),
  );
}

export async function get(c: Ctx, { caller, params: { id }, tx }: Input<typeof routes.get>) {
  const { row, pendingEdit, context, mergedInto } = await tx(async (t) => {
    const [found, edit, around] = await Promise.all([
      findIdea(t, id),
      // Visitors hold no privilege on pending edits: only members can be an author or an administrator.
      caller.role === 'authenticated' ? findPendingEdit(t, id) : null,
      ideaContext(t, id),
    ]);
    return { row: found, pendingEdit: edit, context: around, mergedInto: found ? null : await mergeTargetOf(t, id) };
  });
  if (!row) throw mergedInto ? mergedIdea(mergedInto) : notFound(routes.get.notFound);
  const [url, edit] = await Promise.all([
    row.pitch_deck_path ? signDeck(caller, row.pitch_deck_path) : null,
    viewPendingEdit(caller, pendingEdit),
  ]);
  return reply(c, routes.get, { ...toIdea(row, url, edit), ...toContext(context) });
}

/** A merged idea's address: missing, with the idea it lives in now for the page to go to. */
const mergedIdea = (into: MergedInto) =>
  new ApiError(404, 'idea_merged', `This idea was merged into "${into.title}".`, { mergedInto: into } satisfies MergedIdeaDetails);

const toContext = (row: IdeaContextRow | null) => ({
  followers: row?.followers ?? 0,
  following: row?.following ?? false,
  roadmapItem: row?.roadmap_item
    ? {
        id: row.roadmap_item.id,
        quarter: row.roadmap_item.quarter,
        label: row.roadmap_item.label,
        status: row.roadmap_item.status,
        shippedAt: row.roadmap_item.shipped_at && new Date(row.roadmap_item.shipped_at).toISOString(),
      }
    : null,
});

type Dimension = 'market_demand' | 'innovation' | 'competition';

const toDimension = (row: ScoresRow, d: Dimension): DimensionScores => ({
  mean: row[`${d}_score`],
  adjusted: row[`${d}_adjusted`],
  spread: row[`${d}_spread`],
  histogram: row[`${d}_histogram`],
  categoryMedian: row[`${d}_median`],
});

export async function scores(c: Ctx, { params: { id }, tx }: Input<typeof routes.scores>) {
  const row = await tx((t) => ideaScores(t, id));
  if (!row) throw notFound(routes.scores.notFound);
  return reply(c, routes.scores, {
    totalRatings: row.total_ratings,
    scoreMargin: row.score_margin,
    dimensions: {
      marketDemand: toDimension(row, 'market_demand'),
      innovation: toDimension(row, 'innovation'),
      competition: toDimension(row, 'competition'),
    },
    category: row.category as Category,
  });
}

/** One transaction: the account's check, the form, the deck stored, the idea written and read back. */
export async function create(c: Ctx, { caller, body, tx }: Input<typeof routes.create>) {
  let deckPath: string | null = null;
  try {
    const row = await tx(async (t) => {
      const { input, deck } = await body();
      // Once only: the transaction may run again after a conflict (asCaller), and the file is already stored.
      if (deck && !deckPath) deckPath = await uploadDeck(caller, deck);
      return await findIdea(t, await insertIdea(t, caller.userId, input, deckPath));
    });
    const url = deckPath ? await signDeck(caller, deckPath) : null;
    return reply(c, routes.create, toIdea(row!, url));
  } catch (error) {
    if (deckPath) await removeDeck(caller, deckPath);
    throw error;
  }
}

export const update = (c: Ctx, input: Input<typeof routes.update>) => editIdea(c, input, routes.update);

export const remove = (c: Ctx, input: Input<typeof routes.remove>) => deleteIdea(c, input, routes.remove);
