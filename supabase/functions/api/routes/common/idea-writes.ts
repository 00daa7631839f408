// The edit and delete of one idea, for its owner (/api/ideas/{id}) and for administrators (/api/admin/ideas/{id},
// behind their own guard). Who may write the idea is settled before the form is read: a caller who may not gets the
// same 404 or 403 whatever they sent, and learns nothing of what the form lacks.
import type { Caller } from '../../../_shared/auth.ts';
import { asCaller } from '../../../_shared/db.ts';
import { forbidden, notFound } from '../../../_shared/errors.ts';
import { ok } from '../../../_shared/http.ts';
import { removeDeck, signDeck, uploadDeck } from '../../../_shared/pitch-decks.ts';
import { isUuid, signedIn, type Ctx } from './context.ts';
import { readIdeaForm } from './idea-form.ts';
import { DELETED, EDITED } from './messages.ts';
import { toIdea } from './idea-shape.ts';
import {
  deleteIdeaRow,
  findIdea,
  findPendingEdit,
  mayEditIdea,
  updateIdea,
  type IdeaRow,
  type PendingEditRow,
} from './ideas.sql.ts';

const NOT_FOUND = 'Idea not found';

/** The idea as the caller sees it, if they may edit it: 404 when they cannot see it, 403 when it is not theirs. */
async function editableIdea(caller: Caller, id: string): Promise<IdeaRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const { row, editable } = await asCaller(caller, async (tx) => {
    const [found, lockable] = await Promise.all([findIdea(tx, id), mayEditIdea(tx, id)]);
    return { row: found, editable: lockable };
  });
  if (!row) throw notFound(NOT_FOUND);
  if (!editable) throw forbidden('You can only edit your own ideas.');
  return row;
}

export async function editIdea(c: Ctx, id: string) {
  const caller = signedIn(c);
  const current = await editableIdea(caller, id);
  const { input, deck, removeDeck: removeOld } = await readIdeaForm(c);
  // A deck goes into its author's folder, which only the author may write (the bucket's policies and the
  // ideas.pitch_deck_path check): anyone else's upload could never be attached, so refuse it before storing it.
  if (deck && current.author_id !== caller.userId) {
    throw forbidden('Only the author of an idea can upload its pitch deck.');
  }
  const newPath = deck ? await uploadDeck(caller, deck) : null;
  const deckPath = newPath ?? (removeOld ? null : current.pitch_deck_path);
  let updated: IdeaRow | null;
  let pendingEdit: PendingEditRow | null;
  try {
    ({ updated, pendingEdit } = await asCaller(caller, async (tx) => {
      if (!(await updateIdea(tx, id, input, deckPath))) return { updated: null, pendingEdit: null };
      // The author's change to an approved idea's material fields waits for review (a trigger moves it aside).
      return { pendingEdit: await findPendingEdit(tx, id), updated: await findIdea(tx, id) };
    }));
  } catch (error) {
    if (newPath) await removeDeck(caller, newPath);
    throw error;
  }
  if (!updated) {
    // The idea stopped being the caller's between the check and the edit (e.g. they lost the administrator role).
    if (newPath) await removeDeck(caller, newPath);
    throw forbidden('You can only edit your own ideas.');
  }
  if (current.pitch_deck_path && current.pitch_deck_path !== deckPath) await removeDeck(caller, current.pitch_deck_path);
  const url = updated.pitch_deck_path ? await signDeck(caller, updated.pitch_deck_path) : null;
  return ok(c, toIdea(updated, url, pendingEdit), 200, EDITED);
}

/** The delete reads no body: who the caller is and the idea's policies decide alone. */
export async function deleteIdea(c: Ctx, id: string) {
  const caller = signedIn(c);
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const result = await asCaller(caller, (tx) => deleteIdeaRow(tx, id));
  if (!result) throw notFound(NOT_FOUND);
  if (!result.length) throw forbidden('You can only delete your own ideas.');
  const path = result[0]!.pitch_deck_path;
  if (path) await removeDeck(caller, path);
  return ok(c, { id }, 200, DELETED);
}
