// A form's checks loaded when it is first checked, not with the page: a schema brings zod, whose evaluation was the
// largest part of a form page's first task on a phone (/login's most of all), although nothing is checked before
// the visitor types and submits. `preload` starts the load earlier (on the form's first focus), so a submit rarely
// waits for it; a failed load is tried again by the next submit (./load-once.ts).
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/load-once';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  preload: () => void;
}

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  const loaded = loadOnce(load);
  const resolver = async (...args: Parameters<Resolver<T>>) => (await loaded.get())(...args);
  return Object.assign(resolver, { preload: loaded.preload });
}
