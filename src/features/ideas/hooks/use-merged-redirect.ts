// A merged idea's address leads to the idea it was merged into: the API answers it 404 idea_merged with
// details.mergedInto, and the page replaces the address (Back does not return to the dead one) with a notice.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { MergedIdeaDetails, MergedInto } from '@schemas/merge.ts';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

export const mergedNotice = (title: string) => `This idea was merged into "${title}".`;

/** Where a failed read of an idea says the idea went, if it was merged. */
export function mergedInto(error: unknown): MergedInto | null {
  if (!(error instanceof ApiError) || error.code !== 'idea_merged') return null;
  return (error.details as Partial<MergedIdeaDetails> | undefined)?.mergedInto ?? null;
}

/** Moves to the idea a merged one lives in; true while that move is under way. */
export function useMergedRedirect(error: unknown): boolean {
  const target = mergedInto(error);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const targetId = target?.id;
  const targetTitle = target?.title;
  useEffect(() => {
    if (!targetId || targetTitle === undefined) return;
    enqueueSnackbar(mergedNotice(targetTitle), { variant: 'info' });
    void navigate(paths.idea.getHref(targetId), { replace: true });
  }, [targetId, targetTitle, navigate, enqueueSnackbar]);
  return target !== null;
}
