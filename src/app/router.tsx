// The route table of product spec section 2. Pages load lazily; guards wrap the protected ones.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireGuest, RequireUser } from '@/app/guards';
import { ErrorScreen } from '@/app/routes/error-screen';
import { paths } from '@/config/paths';

type Guard = typeof RequireUser;

/** A lazily loaded page module (exporting `Component`), optionally behind a guard. */
function page(load: () => Promise<{ Component: React.ComponentType }>, Guard?: Guard): RouteObject['lazy'] {
  return async () => {
    const { Component } = await load();
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

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: page(() => import('@/app/routes/layout')),
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('@/app/routes/home')) },
      { path: paths.leaderboard.path, lazy: page(() => import('@/app/routes/leaderboard')) },
      { path: paths.roadmap.path, lazy: page(() => import('@/app/routes/roadmap')) },
      { path: paths.idea.path, lazy: page(() => import('@/app/routes/idea')) },
      { path: paths.user.path, lazy: page(() => import('@/app/routes/user')) },
      { path: paths.login.path, lazy: page(() => import('@/app/routes/login'), RequireGuest) },
      { path: paths.signup.path, lazy: page(() => import('@/app/routes/signup'), RequireGuest) },
      { path: paths.submit.path, lazy: page(() => import('@/app/routes/submit'), RequireUser) },
      { path: paths.profile.path, lazy: page(() => import('@/app/routes/profile'), RequireUser) },
      { path: paths.profileEdit.path, lazy: page(() => import('@/app/routes/profile-edit'), RequireUser) },
      {
        path: paths.landingGenerator.path,
        lazy: page(() => import('@/app/routes/landing-generator'), RequireUser),
      },
      { path: paths.admin.path, lazy: page(() => import('@/app/routes/admin'), RequireAdmin) },
      { path: paths.about.path, lazy: page(() => import('@/app/routes/about')) },
      { path: paths.contact.path, lazy: page(() => import('@/app/routes/contact')) },
      { path: paths.privacy.path, lazy: page(() => import('@/app/routes/privacy')) },
      { path: paths.terms.path, lazy: page(() => import('@/app/routes/terms')) },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
