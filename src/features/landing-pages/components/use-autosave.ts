// Drafts saved as the member types: once typing pauses, the draft is checked against the API's own schema and
// sent if it changed since the last save. The state says what the member sees beside the page address.
import { useEffect, useMemo, useState } from 'react';
import { saveLandingSchema, type LandingPage, type SaveLandingInput } from '@schemas/landing-pages.ts';
import { useSaveLandingPage } from '@/features/landing-pages/api/save-landing-page';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'invalid'; message: string; field: 'slug' | 'content' }
  | { kind: 'failed'; message: string; field: 'slug' | 'content' };

export function useAutosave(page: LandingPage, draft: SaveLandingInput, enabled: boolean): SaveState {
  const { mutate, isPending } = useSaveLandingPage();
  const [saved, setSaved] = useState(() => JSON.stringify({ slug: page.slug, content: page.content }));
  const [failure, setFailure] = useState<{ for: string; message: string; field: 'slug' | 'content' } | null>(
    null,
  );
  const settled = useDebouncedValue(draft, AUTOSAVE_DELAY_MS);
  const serialised = JSON.stringify(settled);
  const parsed = useMemo(() => saveLandingSchema.safeParse(settled), [settled]);
  useEffect(() => {
    // One save at a time: two PUTs in flight could be applied out of order, leaving the older text stored while
    // the screen says saved. The effect runs again when the save settles and sends the draft as it is by then.
    if (!enabled || isPending || !parsed.success || serialised === saved) return;
    // A refused draft is not sent again as it is: the member's next change is.
    if (failure?.for === serialised) return;
    mutate(
      { id: page.id, ...parsed.data },
      {
        onSuccess: () => {
          setSaved(serialised);
          setFailure(null);
        },
        onError: (error) =>
          setFailure({
            for: serialised,
            message: error.message,
            // 409: the address is taken; every other refusal is about the page as a whole.
            field: error instanceof ApiError && error.status === 409 ? 'slug' : 'content',
          }),
      },
    );
  }, [enabled, isPending, parsed, serialised, saved, failure, mutate, page.id]);
  // Leaving the page (closing the tab, reloading) while a change is not stored yet: the browser asks first.
  const unsaved = enabled && (serialised !== saved || JSON.stringify(draft) !== serialised);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: 'invalid',
      message: issue?.message ?? 'Check the page',
      field: issue?.path[0] === 'slug' ? 'slug' : 'content',
    };
  }
  if (isPending) return { kind: 'saving' };
  if (failure?.for === serialised) return { kind: 'failed', message: failure.message, field: failure.field };
  // Typing again, or a pause not yet over: 'All changes saved' would not be true.
  if (serialised !== saved || JSON.stringify(draft) !== serialised) return { kind: 'saving' };
  return { kind: 'saved' };
}

export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'All changes saved';
    case 'saving':
      return 'Saving...';
    case 'invalid':
    case 'failed':
      return state.message;
  }
}
