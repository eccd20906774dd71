/**
 * Every route of spec section 2. Each page is its own chunk; /login loads only what it needs.
 *
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its data
 * through the session machine and live hooks, not route loaders, and the data router would add
 * about 15 KiB gzip to every page (docs/decisions.md). Layouts catch page errors with
 * RouteErrorBoundary instead of `errorElement`.
 */
import { lazy, useEffect } from 'react';
import { dismissHomeShell } from '../lib/app-shell.ts';
import { rememberedRole, wasSignedInHere } from '../lib/auth-memory.ts';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CUSTOM_SURVEY_ROUTE, SURVEY_ROUTES, type RoutedSurveyKind } from '@peer-coaching/domain';
import type { PageKey } from '@peer-coaching/domain';
import { RedirectIfSignedIn } from './RedirectIfSignedIn.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage.tsx'));
const MghLandingPage = lazy(() => import('../features/landing/MghLandingPage.tsx'));
const HarvardLandingPage = lazy(() => import('../features/landing/HarvardLandingPage.tsx'));
const DebugPage = lazy(() => import('../features/debug/DebugPage.tsx'));
const VerifyCertificatePage = lazy(() => import('../features/certificate/VerifyCertificatePage.tsx'));
const loadSessionRoot = () => import('./signed-in/SessionRoot.tsx');
const loadProtected = () => import('./signed-in/Protected.tsx');
const loadSignedInLayout = () => import('./signed-in/SignedInLayout.tsx');
const loadHomeRoute = () => import('./signed-in/HomeRoute.tsx');
const loadPeerHome = () => import('../features/home/index.ts');
const loadStaffHome = () => import('../features/dashboard/index.ts');
const SessionRoot = lazy(loadSessionRoot);
const Protected = lazy(loadProtected);
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const SignedInLayout = lazy(loadSignedInLayout);
const HomeRoute = lazy(loadHomeRoute);

const PUBLIC_PATHS = new Set(['/login', '/signup', '/reset-password', '/logout', '/mgh', '/harvard', '/debug']);
/** /verify/:id, the public certificate verification page (docs/certificate-issuing.md). */
const isVerifyPath = (path: string) => path.startsWith('/verify/');

const loadUserView = () => import('../features/user-view/index.ts').then((m) => ({ default: m.UserViewPage }));
const loadAccountPage = () => import('../features/account/index.ts').then((m) => ({ default: m.AccountPage }));
const loadStaffEventsPage = () =>
  import('../features/staff-events/index.ts').then((m) => ({ default: m.StaffEventsPage }));
const loadSettingsPage = () => import('../features/settings/index.ts').then((m) => ({ default: m.SettingsPage }));
const loadStaffAnnouncementsPage = () =>
  import('../features/announcements/index.ts').then((m) => m.loadStaffAnnouncementsPage());
const loadStaffSurveysPage = () => import('../features/staff-surveys/index.ts').then((m) => m.loadStaffSurveysPage());
const loadUsersPage = () => import('../features/people/index.ts').then((m) => m.loadUsersPage());
const loadMatchingPage = () => import('../features/matching/index.ts').then((m) => m.loadMatchingPage());
const loadReportPage = () => import('../features/reports/index.ts').then((m) => m.loadReportPage());
const loadGroupEmailsPage = () => import('../features/emails/index.ts').then((m) => m.loadGroupEmailsPage());
const loadAlumniPage = () => import('../features/alumni/index.ts').then((m) => m.loadAlumniPage());
const loadResourcesPage = () => import('../features/resources/index.ts').then((m) => m.loadResourcesPage());
const loadDiscussionPage = () => import('../features/discussion/index.ts').then((m) => m.loadDiscussionPage());
const loadContentPage = () => import('../features/pages/ContentPage.tsx').then((m) => ({ default: m.ContentPage }));
const surveyPages = () => import('../features/surveys/index.ts').then((m) => m.loadSurveyPages());

const UserViewRoute = lazy(loadUserView);
const AccountPage = lazy(loadAccountPage);
const StaffEventsPage = lazy(loadStaffEventsPage);
const SettingsPage = lazy(loadSettingsPage);
const StaffAnnouncementsPage = lazy(loadStaffAnnouncementsPage);
const StaffSurveysPage = lazy(loadStaffSurveysPage);
const UsersPage = lazy(loadUsersPage);
const MatchingPage = lazy(loadMatchingPage);
const ReportPage = lazy(loadReportPage);
const GroupEmailsPage = lazy(loadGroupEmailsPage);
const AlumniPage = lazy(loadAlumniPage);
const ResourcesPage = lazy(loadResourcesPage);
const DiscussionPage = lazy(loadDiscussionPage);

const ContentPage = lazy(loadContentPage);
/** The group's editable pages (docs/pages.md); spelled out here so the router never imports their module. */
const CONTENT_PAGES = ['guidelines', 'howto', 'overview', 'facilitators'] as const satisfies readonly PageKey[];
const SurveyPage = lazy(() => surveyPages().then((m) => ({ default: m.SurveyPage })));
const SurveyByIdPage = lazy(() => surveyPages().then((m) => ({ default: m.SurveyByIdPage })));

const STAFF = ['facilitator', 'admin'] as const;

type Load = () => Promise<unknown>;

/** The code of each signed-in page by its path, and whether only staff may open it. */
const PAGE_LOADS: Record<string, { load: Load; staffOnly?: true }> = {
  '/account': { load: loadAccountPage },
  '/alumni': { load: loadAlumniPage },
  '/resources': { load: loadResourcesPage },
  '/discussion': { load: loadDiscussionPage },
  '/event': { load: loadStaffEventsPage, staffOnly: true },
  '/settings': { load: loadSettingsPage, staffOnly: true },
  '/survey': { load: loadStaffSurveysPage, staffOnly: true },
  '/announcement': { load: loadStaffAnnouncementsPage, staffOnly: true },
  '/user': { load: loadUsersPage, staffOnly: true },
  '/report': { load: loadReportPage, staffOnly: true },
  '/matching': { load: loadMatchingPage, staffOnly: true },
  '/user/emails': { load: loadGroupEmailsPage, staffOnly: true },
  '/user-view': { load: loadUserView, staffOnly: true },
  ...Object.fromEntries(CONTENT_PAGES.map((page) => [`/${page}`, { load: loadContentPage }])),
  ...Object.fromEntries(
    [...Object.values(SURVEY_ROUTES), CUSTOM_SURVEY_ROUTE].map((route) => [route, { load: surveyPages }]),
  ),
};

/**
 * What a signed-in page opened directly (a bookmark, a link in an e-mail, a reload) needs: the
 * session, protection and layout chain, then the page. Loaded one lazy level after another, the
 * page's own code would only be asked for once the session is known. Someone signed in here last
 * time is likely to be still, so all of it is fetched at once, in parallel with the sign-in
 * check: the home of the role they had, or the page at this path (a staff page only for someone
 * who was staff). Hints only: nothing runs before the modules arrive, React.lazy reuses them, and
 * the session decides what is shown.
 */
function earlyLoads(path: string, role: string | null): Load[] {
  const chain = [loadSessionRoot, loadProtected, loadSignedInLayout, loadHomeRoute, () => import('../lib/live.ts')];
  const staff = role === 'facilitator' || role === 'admin';
  if (path === '/') {
    const home = role === 'peer' ? loadPeerHome : staff ? loadStaffHome : undefined;
    return home ? [...chain, home] : chain;
  }
  const page = PAGE_LOADS[path.replace(/\/$/, '')];
  return page && (staff || !page.staffOnly) ? [...chain, page.load] : chain;
}

if (wasSignedInHere() && !PUBLIC_PATHS.has(window.location.pathname) && !isVerifyPath(window.location.pathname)) {
  for (const load of earlyLoads(window.location.pathname, rememberedRole())) void load();
}

/** The signed-in pages of spec section 2, each its own chunk (tests/e2e/routes.test.ts visits them all). */
const pages: RouteObject[] = [
  { path: 'account', element: <AccountPage /> },
  { path: 'alumni', element: <AlumniPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'discussion', element: <DiscussionPage /> },
  {
    path: 'event',
    element: (
      <Protected roles={STAFF}>
        <StaffEventsPage />
      </Protected>
    ),
  },
  {
    path: 'settings',
    element: (
      <Protected roles={STAFF}>
        <SettingsPage />
      </Protected>
    ),
  },
  {
    path: 'survey',
    element: (
      <Protected roles={STAFF}>
        <StaffSurveysPage />
      </Protected>
    ),
  },
  {
    path: 'announcement',
    element: (
      <Protected roles={STAFF}>
        <StaffAnnouncementsPage />
      </Protected>
    ),
  },
  {
    path: 'user',
    element: (
      <Protected roles={STAFF}>
        <UsersPage />
      </Protected>
    ),
  },
  {
    path: 'report',
    element: (
      <Protected roles={STAFF}>
        <ReportPage />
      </Protected>
    ),
  },
  {
    path: 'matching',
    element: (
      <Protected roles={STAFF}>
        <MatchingPage />
      </Protected>
    ),
  },
  // Group e-mails live under /user, where the tutorial sends staff for them (docs/emails.md).
  {
    path: 'user/emails',
    element: (
      <Protected roles={STAFF}>
        <GroupEmailsPage />
      </Protected>
    ),
  },
  // The group's editable pages, open to every signed-in role (docs/pages.md).
  ...CONTENT_PAGES.map((page) => ({ path: page, element: <ContentPage page={page} /> })),
  // The ten survey routes, one page per kind (docs/surveys.md).
  ...Object.entries(SURVEY_ROUTES).map(([kind, route]) => ({
    path: route.slice(1),
    element: <SurveyPage kind={kind as RoutedSurveyKind} />,
  })),
  // A custom ("from scratch") survey, by id: open to every signed-in role like the ten above
  // (peers answer, staff preview); the spec's /survey stays staff only (docs/surveys.md).
  { path: CUSTOM_SURVEY_ROUTE.slice(1), element: <SurveyByIdPage /> },
];
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
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
      { path: 'verify/:id', element: <VerifyCertificatePage /> },
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
        children: [{ index: true, element: <HomeRoute /> }, ...pages],
      },
    ],
  },
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/** The page for the current address. Needs a router above it (BrowserRouter in main.tsx). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // index.html's home shell only ever stands for `/`.
  useEffect(() => {
    if (pathname !== '/') dismissHomeShell();
  }, [pathname]);
  return useRoutes(routes);
}
