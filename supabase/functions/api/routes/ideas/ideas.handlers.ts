// The handlers of /api/ideas.
import { asCaller } from '../../../_shared/db.ts';
import { accountGone, notFound } from '../../../_shared/errors.ts';
import { ok, okJsonItems, queryObject, validate } from '../../../_shared/http.ts';
import { removeDeck, signDeck, uploadDeck } from '../../../_shared/pitch-decks.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import { readIdeaForm } from '../common/idea-form.ts';
import { toIdea } from '../common/idea-shape.ts';
import { deleteIdea, editIdea } from '../common/idea-writes.ts';
import { findIdea, findPendingEdit } from '../common/ideas.sql.ts';
import { ideaScores, insertIdea, listSql, similarIdeas, type ScoresRow } from './ideas.sql.ts';
import * as routes from './ideas.routes.ts';

export async function list(c: Ctx) {
  const query = validate(routes.list.query, queryObject(c));
  const { text, params } = listSql(query);
  const rows = await asCaller(c.get('caller'), (tx) => tx.unsafe(text, params as never[]).raw());
  return okJsonItems(
    c,
    rows.map(([idea]) => idea!),
    { limit: query.limit, offset: query.offset },
  );
}

export async function similar(c: Ctx) {
  const query = validate(routes.similar.query, queryObject(c));
  return ok(c, await asCaller(c.get('caller'), (tx) => similarIdeas(tx, query)));
}

export async function get(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const caller = c.get('caller');
  const { row, pendingEdit } = await asCaller(caller, async (tx) => {
    const [found, edit] = await Promise.all([
      findIdea(tx, id),
      // Visitors hold no privilege on pending edits: only members can be an author or an administrator.
      caller.role === 'authenticated' ? findPendingEdit(tx, id) : null,
    ]);
    return { row: found, pendingEdit: edit };
  });
  if (!row) throw notFound('Idea not found');
  const url = row.pitch_deck_path ? await signDeck(caller, row.pitch_deck_path) : null;
  return ok(c, toIdea(row, url, pendingEdit));
}

type Dimension = 'market_demand' | 'innovation' | 'competition';

const toDimension = (row: ScoresRow, d: Dimension) => ({
  mean: row[`${d}_score`],
  adjusted: row[`${d}_adjusted`],
  spread: row[`${d}_spread`],
  histogram: row[`${d}_histogram`],
  categoryMedian: row[`${d}_median`],
});

export async function scores(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const row = await asCaller(c.get('caller'), (tx) => ideaScores(tx, id));
  if (!row) throw notFound('Idea not found');
  return ok(c, {
    totalRatings: row.total_ratings,
    scoreMargin: row.score_margin,
    dimensions: {
      marketDemand: toDimension(row, 'market_demand'),
      innovation: toDimension(row, 'innovation'),
      competition: toDimension(row, 'competition'),
    },
    category: row.category,
  });
}

export async function create(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, accountGone());
  const { input, deck } = await readIdeaForm(c);
  const deckPath = deck ? await uploadDeck(caller, deck) : null;
  try {
    const row = await asCaller(caller, async (tx) => await findIdea(tx, await insertIdea(tx, caller.userId, input, deckPath)));
    const url = deckPath ? await signDeck(caller, deckPath) : null;
    return ok(c, toIdea(row!, url), 201, routes.create.message);
  } catch (error) {
    if (deckPath) await removeDeck(caller, deckPath);
    throw error;
  }
}

export const update = (c: Ctx) => editIdea(c, c.req.param('id') ?? '');

export const remove = (c: Ctx) => deleteIdea(c, c.req.param('id') ?? '');
