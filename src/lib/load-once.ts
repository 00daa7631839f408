// Code fetched on demand (a form's checks, a menu, a dialog), asked for by whichever comes first: a preload as the
// pointer or the focus arrives, or the use itself. One request however often it is asked for; a failed one is
// forgotten, so the next use tries again: a flaky network, or a deploy that removed the old chunk, would otherwise
// refuse every use until the page is reloaded.
export interface LoadOnce<T> {
  get: () => Promise<T>;
  /** Starts the load; a failure is left to the use, which reports it. */
  preload: () => void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => undefined) };
}
