// PUT /api/ideas/{id} (the author) or PUT /api/admin/ideas/{id} (an administrator): edit an idea, optionally
// with a new pitch deck or removing the current one. The answer is the idea as it now stands (its deck link and any
// edit waiting for review included): it replaces the cached idea; the lists, whose order may move, are refetched.
import { toIdeaFormData } from '@/features/ideas/api/idea-form-data';
import { uploadForm } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea, IdeaInput } from '@schemas/ideas.ts';

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

export function useUpdateIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, UpdateIdeaVariables> } = {}) {
  return useRefreshingMutation(
    updateIdea,
    (queryClient, { id }, idea) => {
      queryClient.setQueryData(ideaKeys.detail(id), idea);
      return queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
    },
    mutationConfig,
  );
}
