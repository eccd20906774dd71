/**
 * The frame of every signed-in page: the top bar of the person's role, the alert banner, the
 * sandbox banner and tutorial, and the staff's cohort switcher. Lazy-loaded, so /login stays small.
 */
import { isSandboxGroup, isSandboxMember, isStaff, SANDBOX_GROUP_ID } from '@peer-coaching/domain';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { useNotify } from '../../components/Notifications.tsx';
import { MainContent, SkipLink } from '../../components/SkipLink.tsx';
import { currentCohortName, saveTutorialDone, useSession, useSessionActor } from '../../features/session/index.ts';
import {
  ADMIN_MORE,
  ADMIN_NAV,
  AlertBanner,
  CohortSwitcher,
  PARTICIPANT_MORE,
  PARTICIPANT_NAV,
  TopBar,
} from '../../features/shell/index.ts';
import { PageLoader } from '../PageLoader.tsx';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';

// Only sandbox members ever see the tutorial: everyone else never downloads it.
const TutorialHost = lazy(() => import('../../features/tutorial/index.ts').then((m) => ({ default: m.TutorialHost })));
const SandboxOpening = lazy(() =>
  import('../../features/tutorial/index.ts').then((m) => ({ default: m.SandboxOpening })),
);

export default function SignedInLayout() {
  const session = useSessionActor();
  const user = useSession((s) => s.context.user);
  const alerts = useSession((s) => s.context.alerts);
  const cohortName = useSession((s) => currentCohortName(s.context));
  const cohorts = useSession((s) => s.context.cohorts);
  const groups = useSession((s) => s.context.groups);
  const switching = useSession((s) => s.matches({ signedIn: 'switchingCohort' }));
  const notify = useNotify();
  const reload = useCallback(() => session.send({ type: 'RELOAD' }), [session]);

  const finishTutorial = useCallback(async () => {
    if (!user) return;
    await saveTutorialDone(user.id);
    session.send({ type: 'TUTORIAL_DONE' });
  }, [session, user]);

  if (!user) return <PageLoader />;
  const staff = isStaff(user);
  // A member of the facilitators group entering the sandbox works in their private copy of it
  // (docs/sandbox.md): it is opened, made the first time, before any page of it shows.
  const openingSandbox = user.current_group === SANDBOX_GROUP_ID && isSandboxMember(user);
  return (
    <>
      <SkipLink />
      <TopBar
        variant={staff ? 'admin' : 'participant'}
        items={staff ? ADMIN_NAV : PARTICIPANT_NAV}
        moreItems={staff ? ADMIN_MORE : PARTICIPANT_MORE}
        context={cohortName ?? undefined}
        contextControl={
          staff && cohorts.length > 1 ? (
            <CohortSwitcher
              cohorts={cohorts}
              groupNames={Object.fromEntries(groups.map((g) => [g.id, g.name]))}
              currentCohort={user.current_cohort}
              label={cohortName ?? 'Choose a cohort'}
              busy={switching}
              onPick={(cohort) => session.send({ type: 'SWITCH_COHORT', cohort: cohort.id, group: cohort.group })}
            />
          ) : undefined
        }
        canViewAsParticipant={staff}
      />
      <MainContent>
        <AlertBanner alerts={alerts} onClose={(message) => session.send({ type: 'DISMISS_ALERT', message })} />
        {isSandboxGroup(user.current_group) && !openingSandbox && (
          <Suspense fallback={null}>
            <TutorialHost
              inSandbox
              tutorialDone={user.tutorial}
              saveTutorialDone={finishTutorial}
              notify={notify}
              canReset={isSandboxMember(user)}
            />
          </Suspense>
        )}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader label="Loading page" />}>
            {openingSandbox ? (
              <SandboxOpening onOpened={reload} />
            ) : (
              <Box>
                <Outlet />
              </Box>
            )}
          </Suspense>
        </RouteErrorBoundary>
      </MainContent>
    </>
  );
}
