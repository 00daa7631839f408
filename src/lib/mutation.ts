// A mutation that puts the cache right (writes the answer in, removes, refetches) before the caller's own onSuccess
// runs: the caller's toast or navigation then meets the changed data, whatever options it passes.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a caller may add to a mutation hook: everything but the call itself. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (queryClient: QueryClient, variables: TVariables, data: TData) => unknown,
  mutationConfig: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await refresh(queryClient, args[1], args[0]);
      await onSuccess?.(...args);
    },
  });
}
