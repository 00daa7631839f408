// A mutation that puts the cache right (writes the answer in, removes, refetches) before the caller's own onSuccess
// runs: the caller's toast or navigation then meets the changed data, whatever options it passes.
//
// It also sends one request per action however often it is asked: a double click, or a form submitted twice
// before React renders the disabled button (`isPending` only changes after a render), would otherwise write
// twice. A ref, set synchronously, holds the call in flight; while it is set, `mutate` does nothing and
// `mutateAsync` returns a promise that never settles. Not the first call's promise: its caller already shows the
// outcome, and a second caller awaiting the same answer would run its follow-up (toast, navigation) twice. The
// guard is per hook: two components, each with its own hook, write independently.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** What a caller may add to a mutation hook: everything but the call itself. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

export type Refresh<TData, TVariables> = (
  queryClient: QueryClient,
  variables: TVariables,
  data: TData,
) => unknown;

/** For a write whose answer changes nothing cached (a sign-in, a waitlist address). */
export const nothingToRefresh = (): undefined => undefined;

/** A fresh one each time: whatever awaits it is dropped with it, not kept on a shared promise for ever. */
const neverSettles = (): Promise<never> => new Promise<never>(() => undefined);

/**
 * The guard: taken synchronously by a call, and released only once the settled mutation is on screen (the effects
 * after the commit that shows it): on a busy machine a second click can come after the answer but before the page
 * changed, while the button still shows, and it is a repeat too. A caller that sends again on seeing the mutation
 * idle (the landing page's autosave) declares its effect after this hook's, so it finds the guard released. Released
 * also when the component goes, so that a write sent as it leaves (a draft's last save) still goes.
 */
function useInFlightGuard() {
  const held = useRef(false);
  const settled = useRef(false);
  useEffect(() => {
    if (!settled.current) return;
    settled.current = false;
    held.current = false;
  });
  useEffect(
    () => () => {
      held.current = false;
      settled.current = false;
    },
    [],
  );
  return useMemo(
    () => ({
      take: (): boolean => {
        if (held.current) return false;
        held.current = true;
        return true;
      },
      settle: () => {
        settled.current = true;
      },
    }),
    [],
  );
}

export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: Refresh<TData, TVariables>,
  mutationConfig: MutationConfig<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const guard = useInFlightGuard();
  const { onSuccess, onSettled, ...rest } = mutationConfig;
  const mutation = useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await refresh(queryClient, args[1], args[0]);
      await onSuccess?.(...args);
    },
    onSettled: (...args) => {
      guard.settle();
      return onSettled?.(...args);
    },
  });
  const send = mutation.mutateAsync;
  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, Error, TVariables>>(
    (...args) => {
      return guard.take() ? send(...args) : neverSettles();
    },
    [guard, send],
  );
  const mutate = useCallback<UseMutateFunction<TData, Error, TVariables>>(
    (...args) => {
      // The outcome reaches the callbacks; the rejection is not the caller's to handle here.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
