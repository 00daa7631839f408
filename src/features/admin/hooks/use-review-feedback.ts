// The toasts of a review (docs/product-spec.md section 8). A review the API refuses because the idea or the edit
// has been reviewed already (a repeated click that got through, another administrator) is no failure: it says so
// and fetches the queue again, so the card leaves it, instead of a red toast beside the first click's success. One
// the author changed since the card was loaded (409, the API's message says so) is no failure either: it says so and
// fetches the queue again, so the card shows what is there now.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refreshQueue } from '@/features/admin/api/admin-keys';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { ApiError } from '@/lib/api-client';

/** The API's 409 for a decision on a version the author has replaced since. */
const CHANGED = /changed since you opened it/;

interface ReviewTexts {
  done: string;
  failed: string;
  /** What the administrator is told when it was reviewed already. */
  already: string;
  /** How the API says it: 409 for an idea no longer pending, 404 for an edit no longer waiting. */
  alreadyStatus: 404 | 409;
}

export function useReviewFeedback({ done, failed, already, alreadyStatus }: ReviewTexts) {
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onSuccess: () => toast.success(done),
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 409 && CHANGED.test(error.message)) {
          toast.info(error.message);
          void refreshQueue(queryClient);
        } else if (error instanceof ApiError && error.status === alreadyStatus) {
          toast.info(already);
          void refreshQueue(queryClient);
        } else {
          toast.error(failed);
        }
      },
    }),
    [toast, queryClient, done, failed, already, alreadyStatus],
  );
}
