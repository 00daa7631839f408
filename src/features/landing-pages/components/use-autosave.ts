// Drafts saved as the member types: once typing pauses, the draft is checked against the API's own schema and
// sent if it changed since the last save. Leaving the editor before the pause is over (Back, a link) sends it at
// once, after any save still under way, so the last keystrokes are stored too. The state says what the member sees
// beside the page address.
import { useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * `onStored`: the text the server now holds, also when the save sent on leaving answers after the editor is gone.
 */
export function useAutosave(
  page: LandingPage,
  draft: SaveLandingInput,
  enabled: boolean,
  onStored: (stored: string) => void,
): SaveState {
  const { mutateAsync, isPending } = useSaveLandingPage();
  const [saved, setSaved] = useState(() => JSON.stringify({ slug: page.slug, content: page.content }));
  const [failure, setFailure] = useState<{ for: string; message: string; field: 'slug' | 'content' } | null>(
    null,
  );
  const settled = useDebouncedValue(draft, AUTOSAVE_DELAY_MS);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const serialised = JSON.stringify(settled);
  const parsed = useMemo(() => saveLandingSchema.safeParse(settled), [settled]);
  useEffect(() => {
    // One save at a time: two PUTs in flight could be applied out of order, leaving the older text stored while
    // the screen says saved. The effect runs again when the save settles and sends the draft as it is by then.
    if (!enabled || isPending || !parsed.success || serialised === saved) return;
    // A refused draft is not sent again as it is: the member's next change is.
    if (failure?.for === serialised) return;
    const sending = mutateAsync({ id: page.id, ...parsed.data });
    inFlight.current = sending;
    sending.then(
      () => {
        setSaved(serialised);
        setFailure(null);
        onStored(serialised);
      },
      (error: Error) =>
        setFailure({
          for: serialised,
          message: error.message,
          // 409: the address is taken; every other refusal is about the page as a whole.
          field: error instanceof ApiError && error.status === 409 ? 'slug' : 'content',
        }),
    );
  }, [enabled, isPending, parsed, serialised, saved, failure, mutateAsync, page.id, onStored]);
  useSaveOnLeave({ page, draft, saved, enabled, inFlight, onStored, send: mutateAsync });
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

interface LeaveInput {
  page: LandingPage;
  draft: SaveLandingInput;
  saved: string;
  enabled: boolean;
  inFlight: { current: Promise<unknown> | null };
  onStored: (stored: string) => void;
  send: (input: SaveLandingInput & { id: string }) => Promise<LandingPage>;
}

/** When the editor goes away with a change not stored yet, the change is sent without waiting for the pause. */
function useSaveOnLeave(input: LeaveInput) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(
    () => () => {
      const { page, draft, saved, enabled, inFlight, onStored, send } = latest.current;
      const text = JSON.stringify(draft);
      const parsed = saveLandingSchema.safeParse(draft);
      if (!enabled || text === saved || !parsed.success) return;
      // After the save under way, if any: two PUTs at once could be applied out of order.
      void (inFlight.current ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => send({ id: page.id, ...parsed.data }))
        .then(
          () => onStored(text),
          // Refused or unreachable: the local draft keeps the text for the next visit.
          () => undefined,
        );
    },
    [],
  );
}
