// Reads the multipart form of idea create and edit: fields as text, tags and socialMedia as JSON text,
// and the optional pitchDeck file, never reading more than the deck's limit plus the fields.
import { ApiError, badRequest, invalid } from '../../../_shared/errors.ts';
import { validate } from '../../../_shared/http.ts';
import { readDeck, type DeckFile } from '../../../_shared/pitch-decks.ts';
import { PITCH_DECK } from '../../../_shared/schemas/common.ts';
import type { z } from 'zod';
import type { IdeaInput } from '../../../_shared/schemas/ideas.ts';

export const FORM_LIMIT = PITCH_DECK.maxBytes + 256 * 1024;
/** Fields the form may carry besides the idea's own. pitchDeckUrl is sent back by the edit form and ignored. */
const CONTROL_FIELDS = new Set(['pitchDeck', 'pitchDeckUrl', 'removePitchDeck']);
const JSON_FIELDS = new Set(['tags', 'socialMedia']);

export interface IdeaForm {
  input: IdeaInput;
  deck: DeckFile | null;
  removeDeck: boolean;
}

/** 415 unless the body is a form. */
export function requireFormType(type: string): void {
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the idea as multipart/form-data.');
  }
}

/** The form's fields checked against `schema` (the idea's input), and its deck. */
export async function parseIdeaForm(bytes: Uint8Array<ArrayBuffer>, type: string, schema: z.ZodType): Promise<IdeaForm> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The form data could not be read.');
  }

  // Keyed by the form's field names: no prototype, so `__proto__` or `toString` is a field like any other.
  const fields: Record<string, unknown> = Object.create(null);
  const jsonErrors: Record<string, string[]> = Object.create(null);
  for (const [key, value] of form.entries()) {
    if (CONTROL_FIELDS.has(key)) continue;
    if (typeof value !== 'string') {
      jsonErrors[key] = ['must be text'];
    } else if (JSON_FIELDS.has(key)) {
      try {
        fields[key] = value === '' ? undefined : JSON.parse(value);
      } catch {
        jsonErrors[key] = [`must be JSON text (${key === 'tags' ? 'a list of strings' : 'an object of links'})`];
      }
    } else if (key === 'fundingNeeded') {
      fields[key] = value.trim() === '' ? undefined : Number(value);
    } else {
      // multipart/form-data sends every line break as CRLF (browsers normalise LF to CRLF): store the LF the
      // member typed, so that bounds count the same characters here as in the form.
      fields[key] = value.replace(/\r\n/g, '\n');
    }
  }
  if (Object.keys(jsonErrors).length > 0) throw invalid(jsonErrors);

  const file = form.get('pitchDeck');
  if (file !== null && typeof file === 'string' && file !== '') throw invalid({ pitchDeck: ['must be a file'] });
  const hasFile = file instanceof File && (file.size > 0 || file.name !== '');
  return {
    input: validate(schema, fields) as IdeaInput,
    deck: hasFile ? await readDeck(file) : null,
    removeDeck: form.get('removePitchDeck') === 'true',
  };
}
