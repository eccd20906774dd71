/** Every route of spec section 2. Each page is its own chunk; /login loads only what it needs. */
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGES } from '../features/pages/page-catalog.ts';
import { RedirectIfSignedIn } from './RedirectIfSignedIn.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage.tsx'));
const MghLandingPage = lazy(() => import('../features/landing/MghLandingPage.tsx'));
const HarvardLandingPage = lazy(() => import('../features/landing/HarvardLandingPage.tsx'));
const DebugPage = lazy(() => import('../features/debug/DebugPage.tsx'));
const SessionRoot = lazy(() => import('./signed-in/SessionRoot.tsx'));
const Protected = lazy(() => import('./signed-in/Protected.tsx'));
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const SignedInLayout = lazy(() => import('./signed-in/SignedInLayout.tsx'));
const HomeRoute = lazy(() => import('./signed-in/HomeRoute.tsx'));
const UserViewRoute = lazy(() => import('./signed-in/UserViewRoute.tsx'));
const PlannedPage = lazy(() => import('../features/pages/PlannedPage.tsx').then((m) => ({ default: m.PlannedPage })));

const STAFF = ['facilitator', 'admin'] as const;

const plannedPages: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  element:
    page.roles.length === 3 ? (
      <PlannedPage page={page} />
    ) : (
      <Protected roles={page.roles}>
        <PlannedPage page={page} />
      </Protected>
    ),
}));

export const router = createBrowserRouter([
  {
    // The last resort, for errors outside any layout.
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        // Errors of a public page (its chunk failed to load, say) render inside the header frame.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                path: 'login',
                element: (
                  <RedirectIfSignedIn>
                    <LoginPage />
                  </RedirectIfSignedIn>
                ),
              },
              {
                path: 'signup',
                element: (
                  <RedirectIfSignedIn>
                    <SignUpPage />
                  </RedirectIfSignedIn>
                ),
              },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'mgh', element: <MghLandingPage /> },
              { path: 'harvard', element: <HarvardLandingPage /> },
              { path: 'debug', element: <DebugPage /> },
            ],
          },
        ],
      },
      {
        // One session (and its snackbars) for everything behind sign-in.
        element: <SessionRoot />,
        children: [
          {
            path: 'user-view',
            element: (
              <Protected roles={STAFF}>
                <UserViewRoute />
              </Protected>
            ),
          },
          {
            element: (
              <Protected>
                <SignedInLayout />
              </Protected>
            ),
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [{ index: true, element: <HomeRoute /> }, ...plannedPages],
              },
            ],
          },
        ],
      },
      { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
]);
