// The hooks that keep a form's draft (src/lib/drafts.ts) while the member types: saved a moment after each change,
// and at once when the page is hidden, left or closed, or the form goes away, so the last keystrokes are kept too.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, pruneDrafts, saveDraft, type StoredDraft } from '@/lib/drafts';

/** Short enough that little is ever waiting; long enough that a fast typist does not write on every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

interface Pending<T> {
  value: T;
  empty: boolean;
  fileLeftOut: boolean;
}

export interface DraftHandle<T> {
  /** The draft found when the form opened, until it is discarded or sent. */
  restored: StoredDraft<T> | null;
  /** The form as it is now; `empty`: nothing worth keeping (the draft is removed). */
  update: (value: T, options?: { empty?: boolean; fileLeftOut?: boolean }) => void;
  /** The form was sent, or the member threw the draft away. */
  clear: () => void;
}

/** Old drafts of any account go once a visit, when a form first opens, not only those read again. */
let pruned = false;

function loadOnce<T>(key: string | null): StoredDraft<T> | null {
  if (!pruned) {
    pruned = true;
    pruneDrafts();
  }
  return key === null ? null : loadDraft<T>(key);
}

/** `key` null: nobody to keep a draft for (signed out), so nothing is read or stored. */
export function useDraft<T>(key: string | null): DraftHandle<T> {
  const [restored, setRestored] = useState(() => loadOnce<T>(key));
  const pending = useRef<Pending<T> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = null;
    if (!next || key === null) return;
    if (next.empty) clearDraft(key);
    else saveDraft(key, next.value, next.fileLeftOut);
  }, [key]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  const update = useCallback<DraftHandle<T>['update']>(
    (value, options = {}) => {
      pending.current = { value, empty: options.empty ?? false, fileLeftOut: options.fileLeftOut ?? false };
      timer.current ??= window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    if (key !== null) clearDraft(key);
    setRestored(null);
  }, [key]);

  return { restored, update, clear };
}

/** Plain data with its keys sorted, so two forms holding the same values compare equal as text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function withoutFiles<V extends FieldValues>(values: V, files: readonly string[]): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !files.includes(name))) as Partial<V>;
}

export interface FormDraft {
  /** When the draft shown was saved, if the form opened with one. */
  restoredAt: number | null;
  /** The restored draft had a file chosen, which was not kept. */
  fileLeftOut: boolean;
  /** Puts the form back to where it started, without the draft. */
  discard: () => void;
  /** The form was sent: its draft goes. */
  clear: () => void;
}

/**
 * A react-hook-form form's draft: restored over `defaults` before the first paint, saved as the member types.
 * `files` name the fields holding a File, which cannot be stored: the draft notes that one was chosen.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  key: string | null,
  defaults: V,
  files: readonly (keyof V & string)[] = [],
): FormDraft {
  const draft = useDraft<Partial<V>>(key);
  const { restored, update, clear } = draft;
  const opened = useRef({ form, defaults, restored, files });

  useLayoutEffect(() => {
    const { form: first, defaults: start, restored: found, files: fileFields } = opened.current;
    if (!found) return;
    const cleared = Object.fromEntries(fileFields.map((name) => [name, null]));
    first.reset({ ...start, ...found.value, ...cleared }, { keepDefaultValues: true });
  }, []);

  useEffect(() => {
    const { defaults: start, files: fileFields } = opened.current;
    const blank = canonical(withoutFiles(start, fileFields));
    const subscription = form.watch((values) => {
      const all = values as V;
      const kept = withoutFiles(all, fileFields);
      update(kept, {
        empty: canonical(kept) === blank,
        fileLeftOut: fileFields.some((name) => all[name] != null),
      });
    });
    return () => subscription.unsubscribe();
  }, [form, update]);

  return {
    restoredAt: restored?.savedAt ?? null,
    fileLeftOut: restored?.fileLeftOut ?? false,
    discard: () => {
      clear();
      form.reset(opened.current.defaults);
    },
    clear,
  };
}
