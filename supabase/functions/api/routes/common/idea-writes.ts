// The edit and delete of one idea, for its owner (/api/ideas/{id}) and for administrators (/api/admin/ideas/{id},
// behind their own guard). Who may write the idea is settled before the form is read: a caller who may not gets the
// same 404 or 403 whatever they sent, and learns nothing of what the form lacks.
import type { Caller } from '../../../_shared/auth.ts';
import { forbidden, notFound } from '../../../_shared/errors.ts';
import { removeDeck, signDeck, uploadDeck } from '../../../_shared/pitch-decks.ts';
import type { Ctx } from './context.ts';
import type { RouteContract } from './contract.ts';
import type { IdeaForm } from './idea-form.ts';
import { toIdea, viewPendingEdit } from './idea-shape.ts';
import { findIdea, findPendingEdit, mayEditIdea, trashIdea, updateIdea } from './ideas.sql.ts';
import { IDEA_NOT_FOUND } from './messages.ts';
import { reply, type Tx } from './mount.ts';

/** What the owner's and the administrators' edit and delete routes both hand over. */
interface IdeaWrite {
  caller: Extract<Caller, { role: 'authenticated' }>;
  params: { id: string };
  tx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * One transaction: the idea as the caller sees it (404 when they cannot see it, 403 when it is not theirs), then the
 * form, the new deck stored, the edit and the idea as it now stands. The author's change to an approved idea waits
 * for review whole (a trigger moves it into the pending edit, docs/product-spec.md section 4), so the form is read
 * against that pending edit: a deck neither replaced nor removed is the proposed one. Once the edit committed, the
 * files nobody names any more go: the idea's old deck, and a proposed deck the new proposal replaced or withdrew.
 */
export async function editIdea(
  c: Ctx,
  { caller, params: { id }, tx, body }: IdeaWrite & { body: () => Promise<IdeaForm> },
  route: RouteContract,
) {
  let newPath: string | null = null;
  try {
    const { current, proposed, updated, pendingEdit } = await tx(async (t) => {
      const [found, editable] = await Promise.all([findIdea(t, id), mayEditIdea(t, id)]);
      if (!found) throw notFound(IDEA_NOT_FOUND);
      if (!editable) throw forbidden('You can only edit your own ideas.');
      const before = await findPendingEdit(t, id);
      const { input, deck, removeDeck: removeOld } = await body();
      // A deck goes into its author's folder, which only the author may write (the bucket's policies and the
      // ideas.pitch_deck_path check): anyone else's upload could never be attached, so refuse it before storing it.
      if (deck && found.author_id !== caller.userId) {
        throw forbidden('Only the author of an idea can upload its pitch deck.');
      }
      // Once only: the transaction may run again after a conflict (asCaller), and the file is already stored.
      if (deck && !newPath) newPath = await uploadDeck(caller, deck);
      // An administrator's edit applies to the idea itself; the author's edits the proposal.
      const base = before && found.author_id === caller.userId ? before.pitch_deck_path : found.pitch_deck_path;
      const deckPath = newPath ?? (removeOld ? null : base);
      // Locked above, so only a policy that changed under us hides the row now.
      if (!(await updateIdea(t, id, input, deckPath))) throw forbidden('You can only edit your own ideas.');
      const [edit, row] = await Promise.all([findPendingEdit(t, id), findIdea(t, id)]);
      return { current: found, proposed: before?.pitch_deck_path ?? null, updated: row!, pendingEdit: edit };
    });
    const named = new Set([updated.pitch_deck_path, pendingEdit?.pitch_deck_path ?? null]);
    const unnamed = new Set([current.pitch_deck_path, proposed].filter((path) => path !== null && !named.has(path)));
    await Promise.all([...unnamed].map((path) => removeDeck(caller, path!)));
    const [url, edit] = await Promise.all([
      updated.pitch_deck_path ? signDeck(caller, updated.pitch_deck_path) : null,
      viewPendingEdit(caller, pendingEdit),
    ]);
    return reply(c, route, toIdea(updated, url, edit));
  } catch (error) {
    if (newPath) await removeDeck(caller, newPath);
    throw error;
  }
}

/** The delete reads no body: who the caller is and the idea's policies decide alone. The deck stays with the trashed idea. */
export async function deleteIdea(c: Ctx, { params: { id }, tx }: IdeaWrite, route: RouteContract) {
  const trashed = await tx((t) => trashIdea(t, id));
  if (trashed === null) throw notFound(IDEA_NOT_FOUND);
  if (!trashed) throw forbidden('You can only delete your own ideas.');
  return reply(c, route, { id });
}
