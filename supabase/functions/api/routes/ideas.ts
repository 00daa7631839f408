// /api/ideas: the public list and detail, and members' submit, edit and delete. Admin edit and delete reuse
// the edit and delete here after their own check.
import { Hono } from 'hono';
import type { Caller } from '../../_shared/auth.ts';
import { asCaller } from '../../_shared/db.ts';
import { forbidden, notFound } from '../../_shared/errors.ts';
import { ok, queryObject, validate } from '../../_shared/http.ts';
import { removeDeck, signDeck, uploadDeck } from '../../_shared/pitch-decks.ts';
import { ideaListQuerySchema } from '../../_shared/schemas/ideas.ts';
import { isUuid, signedIn, type Ctx, type Env } from './context.ts';
import { readIdeaForm } from './idea-form.ts';
import { findIdea, listSql, toIdea, type IdeaRow } from './ideas-sql.ts';

export async function editIdea(c: Ctx, id: string) {
  const caller = signedIn(c);
  if (!isUuid(id)) throw notFound('Idea not found');
  const { input, deck, removeDeck: removeOld } = await readIdeaForm(c);
  const current = await asCaller(caller, (tx) => findIdea(tx, id));
  if (!current) throw notFound('Idea not found');
  // A deck goes into its author's folder, which only the author may write (the bucket's policies and the
  // ideas.pitch_deck_path check): anyone else's upload could never be attached, so refuse it before storing it.
  if (deck && current.author_id !== caller.userId) {
    throw forbidden('Only the author of an idea can upload its pitch deck.');
  }
  const newPath = deck ? await uploadDeck(caller, deck) : null;
  const deckPath = newPath ?? (removeOld ? null : current.pitch_deck_path);
  let updated: IdeaRow | null;
  try {
    updated = await asCaller(caller, async (tx) => {
      const rows = await tx`
        update public.ideas set
          title = ${input.title}, description = ${input.description}, category = ${input.category},
          target_market = ${input.targetMarket}, business_model = ${input.businessModel},
          competitors = ${input.competitors}, funding_needed = ${input.fundingNeeded}, timeline = ${input.timeline},
          tags = ${tx.array(input.tags, 25)}, website_url = ${input.websiteUrl}, social_media = ${tx.json(input.socialMedia)},
          pitch_deck_path = ${deckPath}
        where id = ${id}
        returning id`;
      return rows.length ? await findIdea(tx, id) : null;
    });
  } catch (error) {
    if (newPath) await removeDeck(caller, newPath);
    throw error;
  }
  if (!updated) {
    if (newPath) await removeDeck(caller, newPath);
    throw forbidden('You can only edit your own ideas.');
  }
  if (current.pitch_deck_path && current.pitch_deck_path !== deckPath) await removeDeck(caller, current.pitch_deck_path);
  const url = updated.pitch_deck_path ? await signDeck(caller, updated.pitch_deck_path) : null;
  return ok(c, toIdea(updated, url), 200, 'Idea updated successfully!');
}

export async function deleteIdea(c: Ctx, id: string, caller: Caller) {
  if (!isUuid(id)) throw notFound('Idea not found');
  const result = await asCaller(caller, async (tx) => {
    const visible = await tx`select 1 from public.ideas where id = ${id}`;
    if (!visible.length) return null;
    const rows = await tx<{ pitch_deck_path: string | null }[]>`
      delete from public.ideas where id = ${id} returning pitch_deck_path`;
    return rows;
  });
  if (!result) throw notFound('Idea not found');
  if (!result.length) throw forbidden('You can only delete your own ideas.');
  const path = result[0]!.pitch_deck_path;
  if (path) await removeDeck(caller, path);
  return ok(c, { id }, 200, 'Idea deleted successfully!');
}

export const ideas = new Hono<Env>()
  .get('/', async (c) => {
    const query = validate(ideaListQuerySchema, queryObject(c));
    const { text, params } = listSql(query);
    const rows = await asCaller(c.get('caller'), (tx) => tx.unsafe<{ idea: string }[]>(text, params as never[]));
    const meta = JSON.stringify({ limit: query.limit, offset: query.offset });
    return c.body(`{"success":true,"data":[${rows.map((row) => row.idea).join(',')}],"meta":${meta}}`, 200, {
      'content-type': 'application/json',
    });
  })
  .get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Idea not found');
    const caller = c.get('caller');
    const row = await asCaller(caller, (tx) => findIdea(tx, id));
    if (!row) throw notFound('Idea not found');
    const url = row.pitch_deck_path ? await signDeck(caller, row.pitch_deck_path) : null;
    return ok(c, toIdea(row, url));
  })
  .post('/', async (c) => {
    const caller = signedIn(c);
    const { input, deck } = await readIdeaForm(c);
    const deckPath = deck ? await uploadDeck(caller, deck) : null;
    try {
      const row = await asCaller(caller, async (tx) => {
        const [created] = await tx<{ id: string }[]>`
          insert into public.ideas (
            author_id, title, description, category, target_market, business_model, competitors,
            funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
          ) values (
            ${caller.userId}, ${input.title}, ${input.description}, ${input.category}, ${input.targetMarket},
            ${input.businessModel}, ${input.competitors}, ${input.fundingNeeded}, ${input.timeline}, ${tx.array(input.tags, 25)},
            ${input.websiteUrl}, ${tx.json(input.socialMedia)}, ${deckPath}
          ) returning id`;
        return await findIdea(tx, created!.id);
      });
      const url = deckPath ? await signDeck(caller, deckPath) : null;
      return ok(c, toIdea(row!, url), 201, 'Idea submitted successfully! It will be reviewed by our team.');
    } catch (error) {
      if (deckPath) await removeDeck(caller, deckPath);
      throw error;
    }
  })
  .put('/:id', (c) => editIdea(c, c.req.param('id')))
  .delete('/:id', (c) => deleteIdea(c, c.req.param('id'), signedIn(c)));
