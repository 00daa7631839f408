// Scalar's API reference, loaded as the one self-contained file its package builds for browsers (the file its CDN
// serves: package.json's `browser`), kept as a static asset and fetched by the API reference page alone.
//
// Not `import('@scalar/api-reference')`: bundled with the app, Scalar shares modules with it (zod, the bundler's
// CommonJS helpers) and the shared chunks grow for every page that loads them, the first load of / included. As
// its own file, nothing of it reaches any other page. The file is not in the package's `exports`, hence the path.
import type { createApiReference } from '@scalar/api-reference';
import standaloneUrl from '/node_modules/@scalar/api-reference/dist/browser/standalone.js?url';

export type CreateApiReference = typeof createApiReference;

interface ScalarGlobal {
  Scalar?: { createApiReference: CreateApiReference };
}

let loading: Promise<CreateApiReference> | undefined;
let failures = 0;

/** Scalar's `createApiReference`, from its file run once on first use (the file defines `window.Scalar`). */
export function loadApiReference(): Promise<CreateApiReference> {
  // A browser may keep a failed import's answer for its address: a new attempt asks at a new one.
  const url = failures === 0 ? standaloneUrl : `${standaloneUrl}?attempt=${failures}`;
  loading ??= import(/* @vite-ignore */ url)
    .then(() => {
      const scalar = (window as ScalarGlobal).Scalar;
      if (!scalar) throw new Error('Scalar did not start');
      return scalar.createApiReference;
    })
    .catch((error: unknown) => {
      failures += 1;
      loading = undefined;
      throw error;
    });
  return loading;
}
