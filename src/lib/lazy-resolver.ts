// A form's checks loaded when it is first checked, not with the page: a schema brings zod, whose evaluation was the
// largest part of a form page's first task on a phone (/login's most of all), although nothing is checked before
// the visitor types and submits. `preload` starts the load earlier (on the form's first focus), so a submit rarely
// waits for it.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  preload: () => void;
}

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  // A failed load is forgotten, so the next submit tries again: a flaky network, or a deploy that removed the old
  // chunk, would otherwise refuse every submit until the page is reloaded.
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = async (...args: Parameters<Resolver<T>>) => (await loaded())(...args);
  // A preload that fails is retried by the submit, which reports it (the form shows the error).
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
