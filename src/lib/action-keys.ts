// The Idempotency-Key of each write (POST, PUT, DELETE): one per user action. A write that got no answer (network
// failure, timeout) or a 5xx may still have landed; when the member sends the same action again (the same method,
// path and body), it goes with the same key, and the API answers what it answered the first time instead of
// writing twice. Any answer below 500 is the action's outcome: its key is dropped and the next send is a new action.
// The API keeps keys for 24 hours; an older one here would only be a new key to it, so it is dropped as well.

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Unanswered {
  key: string;
  at: number;
}

const unanswered = new Map<string, Unanswered>();

/** What makes two sends the same action. */
export function actionOf(method: string, url: string, body?: string): string {
  return `${method} ${url}\n${body ?? ''}`;
}

/** A form's fields as text, files by name, size, type and date: the same form built again gives the same text. */
export function formText(form: FormData): string {
  const fields: unknown[] = [];
  form.forEach((value, name) => {
    fields.push(
      typeof value === 'string'
        ? [name, value]
        : [name, value.name, value.size, value.type, value.lastModified],
    );
  });
  return JSON.stringify(fields);
}

/** The key for this send of `action`: the one its last unanswered send carried, else a new one. */
export function keyFor(action: string, now = Date.now()): string {
  const earlier = unanswered.get(action);
  if (earlier && now - earlier.at < KEY_LIFETIME_MS) return earlier.key;
  unanswered.delete(action);
  return crypto.randomUUID();
}

/** What the send of `action` with `key` came to: `status` 0 when no answer came. */
export function settleKey(action: string, key: string, status: number, now = Date.now()): void {
  if (status === 0 || status >= 500) unanswered.set(action, { key, at: now });
  else unanswered.delete(action);
}
