// The route table of docs/product-spec.md section 2. The frame of every page comes with the app (a published
// landing page has its own); pages load lazily, and guards wrap the protected ones (loaded with them: no public page
// needs them). The public pages' loaders start their first requests while the page's code loads.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type * as guards from '@/app/guards';
import { ErrorScreen } from '@/app/routes/error-screen';
import { Component as Layout, HydrateFallback } from '@/app/routes/layout';
import { paths } from '@/config/paths';
import { getFeaturedIdeasQueryOptions } from '@/features/home/api/get-featured-ideas';
import { getIdeaQueryOptions } from '@/features/ideas/api/get-idea';
import {
  DEFAULT_LEADERBOARD_PARAMS,
  leaderboardListParams,
  leaderboardQueryOptions,
} from '@/features/ideas/api/leaderboard-query';
import { getPublicLandingPageQueryOptions } from '@/features/landing-pages/api/get-public-landing-page';
import { getIdeaRatingsQueryOptions } from '@/features/ratings/api/get-idea-ratings';

/** A lazily loaded page module (exporting `Component`), optionally behind a guard. */
function page(
  load: () => Promise<{ Component: React.ComponentType }>,
  guard?: keyof typeof guards,
): RouteObject['lazy'] {
  return async () => {
    const [{ Component }, Guard] = await Promise.all([
      load(),
      guard && import('@/app/guards').then((module) => module[guard]),
    ]);
    return {
      Component: Guard
        ? () => (
            <Guard>
              <Component />
            </Guard>
          )
        : Component,
    };
  };
}

/**
 * A loader that starts the page's first requests and returns at once: the page's queries find them under way (or
 * done), and the page shows its loading state as it would without.
 */
function prefetch(start: (args: LoaderFunctionArgs) => void) {
  return (args: LoaderFunctionArgs) => {
    start(args);
    return null;
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      HydrateFallback,
      errorElement: <ErrorScreen />,
      children: [
        {
          index: true,
          loader: prefetch(() => void queryClient.prefetchQuery(getFeaturedIdeasQueryOptions())),
          lazy: page(() => import('@/app/routes/home')),
        },
        {
          path: paths.leaderboard.path,
          loader: prefetch(({ request }) => {
            // The default view only: filters in the URL are read (and checked) by the page.
            if (new URL(request.url).search !== '') return;
            const params = leaderboardListParams(DEFAULT_LEADERBOARD_PARAMS);
            void queryClient.prefetchQuery(leaderboardQueryOptions(params));
          }),
          lazy: page(() => import('@/app/routes/leaderboard')),
        },
        { path: paths.roadmap.path, lazy: page(() => import('@/app/routes/roadmap')) },
        {
          path: paths.idea.path,
          loader: prefetch(({ params: { id = '' } }) => {
            // The ratings only once the idea is known to exist: for an unknown id they were a second 404.
            const idea = getIdeaQueryOptions(id);
            void queryClient.prefetchQuery(idea).then(() => {
              // Its state, not its data: a refetch that failed (an idea deleted since) keeps the earlier data.
              if (queryClient.getQueryState(idea.queryKey)?.status === 'success')
                void queryClient.prefetchInfiniteQuery(getIdeaRatingsQueryOptions(id));
            });
          }),
          lazy: page(() => import('@/app/routes/idea')),
        },
        { path: paths.user.path, lazy: page(() => import('@/app/routes/user')) },
        { path: paths.login.path, lazy: page(() => import('@/app/routes/login'), 'RequireGuest') },
        { path: paths.signup.path, lazy: page(() => import('@/app/routes/signup'), 'RequireGuest') },
        { path: paths.checkInbox.path, lazy: page(() => import('@/app/routes/check-inbox')) },
        { path: paths.welcome.path, lazy: page(() => import('@/app/routes/welcome')) },
        { path: paths.forgotPassword.path, lazy: page(() => import('@/app/routes/forgot-password')) },
        { path: paths.resetPassword.path, lazy: page(() => import('@/app/routes/reset-password')) },
        { path: paths.submit.path, lazy: page(() => import('@/app/routes/submit'), 'RequireUser') },
        { path: paths.profile.path, lazy: page(() => import('@/app/routes/profile'), 'RequireUser') },
        {
          path: paths.profileEdit.path,
          lazy: page(() => import('@/app/routes/profile-edit'), 'RequireUser'),
        },
        {
          path: paths.landingGenerator.path,
          lazy: page(() => import('@/app/routes/landing-generator'), 'RequireUser'),
        },
        {
          path: paths.landingEditor.path,
          lazy: page(() => import('@/app/routes/landing-editor'), 'RequireUser'),
        },
        { path: paths.admin.path, lazy: page(() => import('@/app/routes/admin'), 'RequireAdmin') },
        { path: paths.unsubscribe.path, lazy: page(() => import('@/app/routes/unsubscribe')) },
        { path: paths.about.path, lazy: page(() => import('@/app/routes/about')) },
        { path: paths.contact.path, lazy: page(() => import('@/app/routes/contact')) },
        { path: paths.privacy.path, lazy: page(() => import('@/app/routes/privacy')) },
        { path: paths.terms.path, lazy: page(() => import('@/app/routes/terms')) },
        { path: paths.apiReference.path, lazy: page(() => import('@/app/routes/api-reference')) },
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
    // A published landing page is the founder's own page: outside the app's frame, with a frame of its own.
    {
      path: paths.publicLanding.path,
      HydrateFallback,
      errorElement: <ErrorScreen />,
      loader: prefetch(
        ({ params: { slug = '' } }) => void queryClient.prefetchQuery(getPublicLandingPageQueryOptions(slug)),
      ),
      lazy: page(() => import('@/app/routes/public-landing')),
    },
  ];
}

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
