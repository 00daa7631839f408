// What a member has typed and not sent yet, kept in localStorage so that an expired session, a sign-in, a reload or
// the Back button loses nothing. One entry per account, form and idea or page: another person at the same browser
// never meets someone else's text, and two ideas' edits never mix. Storage that is full, disabled or holds
// something unreadable is treated as holding no draft: the form then works as it would without drafts.

const PREFIX = 'ideaboard:draft:';

/** A draft untouched this long is dropped: whatever it was for has likely moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The forms that keep drafts. */
export type DraftForm = 'submit-idea' | 'edit-idea' | 'comment' | 'reply' | 'comment-edit' | 'landing';

export interface StoredDraft<T> {
  value: T;
  savedAt: number;
  /** A file had been chosen: files are not kept, so the member has to choose it again. */
  fileLeftOut: boolean;
}

export function draftKey(userId: string, form: DraftForm, id?: string): string {
  return `${PREFIX}${userId}:${form}${id === undefined ? '' : `:${id}`}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
    return null;
  }
}

function isStoredDraft(candidate: unknown): candidate is StoredDraft<unknown> {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const draft = candidate as Partial<StoredDraft<unknown>>;
  return typeof draft.savedAt === 'number' && 'value' in draft && typeof draft.fileLeftOut === 'boolean';
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear where nothing could be stored.
  }
}

/** False when the browser refused to store it (quota exceeded, storage disabled). */
export function saveDraft<T>(key: string, value: T, fileLeftOut = false, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const draft: StoredDraft<T> = { value, savedAt: now, fileLeftOut };
  try {
    store.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // Full: old drafts may be what fills it, so make room once and try again.
    pruneDrafts(now);
    try {
      store.setItem(key, JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }
}

/** The draft under `key`, unless it is missing, unreadable or too old (both of which are removed). */
export function loadDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  let text: string | null;
  try {
    text = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isStoredDraft(parsed) || now - parsed.savedAt > DRAFT_MAX_AGE_MS) {
    clearDraft(key);
    return null;
  }
  return parsed as StoredDraft<T>;
}

/** The keys in storage that start with `prefix`, listed before any is removed (removing shifts the indexes). */
function keysStartingWith(store: Storage, prefix: string): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
}

/** Removes every draft (of any account) older than the limit, and any that cannot be read. */
export function pruneDrafts(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of keysStartingWith(store, PREFIX)) loadDraft(key, now);
  } catch {
    // A storage that cannot be listed keeps its drafts until each is read.
  }
}

/**
 * Removes every draft of one account, when they sign out: the next person at a shared computer must not find what
 * they typed. Not on a session that expires (the member signs in again to find their text): only a sign-out calls it.
 */
export function clearDraftsOf(userId: string): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of keysStartingWith(store, `${PREFIX}${userId}:`)) store.removeItem(key);
  } catch {
    // Nothing to clear where nothing could be stored or listed.
  }
}
