// PUT /api/ideas/{id} (the author) or PUT /api/admin/ideas/{id} (an administrator): edit an idea, optionally
// with a new pitch deck or removing the current one. Refreshes the idea and every idea list.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { IdeaInput } from '@schemas/ideas.ts';
import { ideaKeys } from '@/lib/ideas';
import { toIdeaFormData } from '@/features/ideas/api/idea-form-data';
import type { Idea } from '@/types/api';
import { uploadForm } from '@/lib/api-client';

export interface UpdateIdeaVariables {
  id: string;
  input: IdeaInput;
  pitchDeck?: File | null;
  removePitchDeck?: boolean;
  /** The administrators' endpoint instead of the author's. */
  admin?: boolean;
  onProgress?: (fraction: number) => void;
}

export async function updateIdea({
  id,
  input,
  pitchDeck,
  removePitchDeck,
  admin,
  onProgress,
}: UpdateIdeaVariables) {
  const path = `${admin ? '/admin' : ''}/ideas/${encodeURIComponent(id)}`;
  const answer = await uploadForm<Idea>(path, toIdeaFormData(input, { pitchDeck, removePitchDeck }), {
    method: 'PUT',
    onProgress,
  });
  return answer.data;
}

type UpdateIdeaOptions = Omit<UseMutationOptions<Idea, Error, UpdateIdeaVariables>, 'mutationFn'>;

export function useUpdateIdea({ mutationConfig }: { mutationConfig?: UpdateIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateIdea,
    onSuccess: async (...args) => {
      const [, { id }] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
