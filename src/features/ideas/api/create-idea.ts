// POST /api/ideas: submit an idea for review (multipart, with upload progress for the pitch deck).
import { toIdeaFormData } from '@/features/ideas/api/idea-form-data';
import { uploadForm } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import type { Idea, IdeaInput } from '@schemas/ideas.ts';
import { useRefreshingMutation } from '@/lib/mutation';

export type CreateIdeaInput = IdeaInput;

export interface CreateIdeaVariables {
  input: CreateIdeaInput;
  pitchDeck?: File | null;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export async function createIdea({ input, pitchDeck, onProgress }: CreateIdeaVariables) {
  const answer = await uploadForm<Idea>('/ideas', toIdeaFormData(input, { pitchDeck }), {
    method: 'POST',
    onProgress,
  });
  return { idea: answer.data, message: answer.message };
}

export function useCreateIdea() {
  // The answer is the new idea as its page shows it: opening it needs no read of its own.
  return useRefreshingMutation(createIdea, (queryClient, _variables, { idea }) => {
    queryClient.setQueryData(ideaKeys.detail(idea.id), idea);
    return queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
  });
}
