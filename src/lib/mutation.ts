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
import { useCallback, useRef } from 'react';

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

const neverSettles = new Promise<never>(() => undefined);

export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: Refresh<TData, TVariables>,
  mutationConfig: MutationConfig<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const { onSuccess, onSettled, ...rest } = mutationConfig;
  const mutation = useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await refresh(queryClient, args[1], args[0]);
      await onSuccess?.(...args);
    },
    // Released here, the last step before `isPending` turns false: a caller that sends again once it sees the
    // mutation idle (the landing page's autosave) is never dropped.
    onSettled: (...args) => {
      inFlight.current = false;
      return onSettled?.(...args);
    },
  });
  const send = mutation.mutateAsync;
  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, Error, TVariables>>(
    (...args) => {
      if (inFlight.current) return neverSettles;
      inFlight.current = true;
      return send(...args);
    },
    [send],
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
