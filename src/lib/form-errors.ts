// Puts the API's 422 `details` ({ 'title': ['...'], 'tags.2': ['...'], 'socialMedia.twitter': ['...'] })
// onto the fields of a react-hook-form form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** The form field a details key names: itself, or its nearest listed parent ('tags.2' → 'tags'). */
function fieldOf(key: string, fields: readonly string[]): string | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return undefined;
}

/** Sets each field's first message; returns how many fields got one. */
export function setApiFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): number {
  if (!(error instanceof ApiError) || !error.details) return 0;
  const seen = new Set<string>();
  for (const [key, messages] of Object.entries(error.details)) {
    const field = fieldOf(key, fields);
    const message = messages[0];
    if (!field || !message || seen.has(field)) continue;
    seen.add(field);
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: seen.size === 1 });
  }
  return seen.size;
}
