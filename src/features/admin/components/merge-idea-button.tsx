// 'Merge into...' on an idea's page, for administrators: the dialog searches the approved ideas for the one this
// duplicates, and after the merge the page moves to it (the duplicate's address now leads there anyway).
import MergeTypeIcon from '@mui/icons-material/MergeType';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Idea } from '@schemas/ideas.ts';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/use-current-user';

// Only an administrator who opens it loads the dialog.
const MergeIdeaDialog = lazy(async () => ({
  default: (await import('@/features/admin/components/merge-idea-dialog')).MergeIdeaDialog,
}));

export function MergeIdeaButton({ idea }: { idea: Idea }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A rejected idea cannot be merged; a pending one is merged from the review queue as well.
  if (!user?.isAdmin || idea.status === 'rejected') return null;
  return (
    <>
      <Button variant="outlined" startIcon={<MergeTypeIcon />} onClick={() => setOpen(true)} sx={{ mr: 1 }}>
        Merge into...
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MergeIdeaDialog
            idea={idea}
            onClose={() => setOpen(false)}
            onMerged={(target) => void navigate(paths.idea.getHref(target.id), { replace: true })}
          />
        </Suspense>
      )}
    </>
  );
}
