// Toasts (notistack: top right below the header on wide screens, bottom centre on narrower ones; docs/product-spec.md
// sections 2 and 9). Every toast answers something the user did, so notistack and its container load with the first
// toast rather than with the first page: until then toasts wait in a queue. <Toaster /> is mounted once (app
// provider, test renders); useSnackbar() is notistack's, reduced to what the screens use.
import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface ToastOptions {
  variant?: 'default' | 'success' | 'error' | 'warning' | 'info';
  autoHideDuration?: number;
}

type Show = (message: string, options?: ToastOptions) => void;

let show: Show | null = null;
let queue: [string, ToastOptions | undefined][] = [];
let requested = false;
const listeners = new Set<() => void>();

export function enqueueSnackbar(message: string, options?: ToastOptions): void {
  if (show) {
    show(message, options);
    return;
  }
  queue.push([message, options]);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

export function useSnackbar(): { enqueueSnackbar: typeof enqueueSnackbar } {
  return { enqueueSnackbar };
}

/** Called by the loaded toast host: shows what waited and takes every later toast; returns the detach. */
export function attachToastHost(host: Show): () => void {
  show = host;
  const waiting = queue;
  queue = [];
  waiting.forEach(([message, options]) => host(message, options));
  return () => {
    if (show === host) show = null;
  };
}

const ToastHost = lazy(() => import('@/components/toast-host'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const isRequested = useSyncExternalStore(subscribe, () => requested);
  return isRequested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
