import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useIdea } from '@/features/ideas/api/get-idea';
import { mergedNotice, useMergedRedirect } from '@/features/ideas/hooks/use-merged-redirect';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const TARGET = { id: '55555555-0000-4000-8000-00000000000a', title: 'Solar kiosks' };
const DUPLICATE = { id: '55555555-0000-4000-8000-00000000000b', title: 'Solar kiosks for villages' };

function IdeaProbe() {
  const { id = '' } = useParams();
  const idea = useIdea(id);
  const redirecting = useMergedRedirect(idea.error);
  return <p>{redirecting ? 'Moving' : `Showing ${idea.data?.title ?? id}`}</p>;
}

describe("a merged idea's address", () => {
  it('leads to the idea it was merged into, in place of the dead address, with a notice', async () => {
    mockApi({
      'GET /ideas/:id': ({ params }) =>
        params.id === DUPLICATE.id
          ? {
              status: 404,
              body: {
                success: false,
                code: 'idea_merged',
                message: `This idea was merged into "${TARGET.title}".`,
                details: { mergedInto: TARGET },
              },
            }
          : ok({ ...TARGET, status: 'approved' }),
    });
    renderRoute(<IdeaProbe />, { path: '/idea/:id', url: `/idea/${DUPLICATE.id}` });
    expect(await screen.findByText(`Showing ${TARGET.title}`)).toBeInTheDocument();
    expect(await screen.findByText(mergedNotice(TARGET.title))).toBeInTheDocument();
  });
});
