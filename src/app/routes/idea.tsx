// /idea/{id}: the idea (ideas feature) with its ratings and the rating form (ratings feature), its discussion
// (comments feature) and the report actions on the idea and its comments (reports feature).
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FollowButton } from '@/features/follows/components/follow-button';
import { MergeIdeaButton } from '@/features/admin/components/merge-idea-button';
import { useIdea } from '@/features/ideas/api/get-idea';
import { IdeaDetails, IdeaDetailsSkeleton, IdeaNotFound } from '@/features/ideas/components/idea-details';
import { useMergedRedirect } from '@/features/ideas/hooks/use-merged-redirect';
import { RatingPanel } from '@/features/ratings/components/rating-panel';
import { RatingsList } from '@/features/ratings/components/ratings-list';
import { ReportButton } from '@/features/reports/components/report-button';
import { IdeaRoadmapItem } from '@/features/roadmap/components/idea-roadmap-item';
import { ideaPreviewImageUrl } from '@/components/share/preview-images';
import { ShareButton } from '@/components/share/share-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { currentPageUrl, usePageMeta } from '@/hooks/use-page-meta';

// The discussion's code loads after the page itself, and only for an approved idea: the first load stays small.
const Discussion = lazy(async () => ({
  default: (await import('@/features/comments/components/discussion')).Discussion,
}));

export function Component() {
  const { id = '' } = useParams();
  const idea = useIdea(id);
  const redirecting = useMergedRedirect(idea.error);
  useDocumentTitle(idea.data?.title ?? (idea.isError ? 'Idea Not Found' : 'Idea'));
  // Only an approved idea has a preview image, and a page worth sharing.
  const approved = idea.data?.status === 'approved' ? idea.data : null;
  usePageMeta(
    approved && {
      title: approved.title,
      description: approved.description.slice(0, 200),
      url: currentPageUrl(),
      image: ideaPreviewImageUrl(approved.id),
      type: 'article',
    },
  );
  if (idea.isPending || redirecting) return <IdeaDetailsSkeleton />;
  if (idea.isError) return <IdeaNotFound />;
  return (
    <IdeaDetails
      idea={idea.data}
      ratings={<RatingsList ideaId={idea.data.id} isPublished={idea.data.status === 'approved'} />}
      ratingPanel={
        <>
          <IdeaRoadmapItem item={idea.data.roadmapItem} />
          <RatingPanel idea={idea.data} />
        </>
      }
      shareAction={
        <>
          <FollowButton idea={idea.data} />
          <ShareButton url={currentPageUrl()} title={idea.data.title} sx={{ mr: 1 }} />
          <MergeIdeaButton idea={idea.data} />
        </>
      }
      reportAction={
        <ReportButton
          targetType="idea"
          targetId={idea.data.id}
          ideaId={idea.data.id}
          authorId={idea.data.authorId}
        />
      }
      discussion={
        <Suspense fallback={null}>
          <Discussion
            ideaId={idea.data.id}
            reportAction={(comment) => (
              <ReportButton
                targetType="comment"
                targetId={comment.id}
                ideaId={comment.ideaId}
                authorId={comment.author?.id ?? null}
              />
            )}
          />
        </Suspense>
      }
    />
  );
}
