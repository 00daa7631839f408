// The multipart body of idea create and edit (POST /api/ideas, PUT /api/ideas/{id}, PUT /api/admin/ideas/{id}):
// text fields, tags and socialMedia as JSON text, an optional pitchDeck file and the removePitchDeck flag.
import type { IdeaInput } from '@schemas/ideas.ts';

export interface IdeaFormExtras {
  pitchDeck?: File | null;
  removePitchDeck?: boolean;
}

export function toIdeaFormData(input: IdeaInput, extras: IdeaFormExtras = {}): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('description', input.description);
  form.set('category', input.category);
  form.set('targetMarket', input.targetMarket);
  form.set('businessModel', input.businessModel);
  form.set('competitors', input.competitors);
  form.set('fundingNeeded', String(input.fundingNeeded));
  form.set('timeline', input.timeline);
  form.set('tags', JSON.stringify(input.tags));
  form.set('websiteUrl', input.websiteUrl);
  // Only the links the member filled in.
  const links = Object.fromEntries(Object.entries(input.socialMedia).filter(([, link]) => link));
  form.set('socialMedia', JSON.stringify(links));
  if (extras.pitchDeck) form.set('pitchDeck', extras.pitchDeck);
  if (extras.removePitchDeck) form.set('removePitchDeck', 'true');
  return form;
}
