/**
 * The admin dashboard with its data: the current cohort's peers (API, cached), its calendar,
 * announcements and activities (live). The sandbox group's sample data replaces all of it.
 */
import { MESSAGES, isSandboxGroup } from '@peer-coaching/domain';
import { useNow } from '../../components/use-now.ts';
import { useCohortActivities } from '../activities/index.ts';
import { useLiveRequirements } from '../certificate/index.ts';
import { useCohortAnnouncementsForStaff } from '../announcements/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useCohortPeers, useSandboxData } from '../people/index.ts';
import { currentCohortName, useAlertOnError, useSession } from '../session/index.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

export function StaffHomePage() {
  const user = useSession((s) => s.context.user)!;
  const cohortName = useSession((s) => currentCohortName(s.context));
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const requirements = useLiveRequirements(
    user.current_group,
    useSession((s) => s.context.requirements),
  );
  const now = useNow();

  const sandbox = isSandboxGroup(user.current_group);
  const cohort = scopeLoaded && !sandbox && user.current_group ? user.current_cohort : null;
  const group = cohort ? user.current_group : null;

  const sandboxData = useSandboxData(sandbox);
  const peers = useCohortPeers(cohort);
  const events = useCohortEvents(cohort ? [cohort] : null);
  const announcements = useCohortAnnouncementsForStaff(group, cohort);
  const activities = useCohortActivities(user.current_group, user.current_cohort);

  useAlertOnError(sandboxData.isError, MESSAGES.errorLoadingSandboxData);
  useAlertOnError(peers.isError, MESSAGES.errorFetchingUsers);
  useAlertOnError(events.status === 'error', MESSAGES.errorGettingEvents);
  useAlertOnError(announcements.status === 'error', MESSAGES.errorGettingAnnouncements);

  const noScope = !sandbox && cohort === null && scopeLoaded;
  return (
    <AdminDashboard
      user={user}
      cohortName={cohortName ?? user.current_cohort ?? 'No cohort selected'}
      peers={(sandbox ? sandboxData.data?.users : peers.data) ?? []}
      events={(sandbox ? sandboxData.data?.events : events.data) ?? []}
      announcements={(sandbox ? sandboxData.data?.announcements : announcements.data) ?? []}
      requirements={requirements}
      activitiesByUser={activities.data ?? {}}
      now={now}
      failed={
        sandbox
          ? { users: sandboxData.isError, events: sandboxData.isError, announcements: sandboxData.isError }
          : { users: peers.isError, events: events.status === 'error', announcements: announcements.status === 'error' }
      }
      loading={
        sandbox
          ? { users: sandboxData.isPending, events: sandboxData.isPending, announcements: sandboxData.isPending }
          : {
              users: !noScope && peers.isPending,
              events: !noScope && events.status === 'loading',
              announcements: !noScope && announcements.status === 'loading',
            }
      }
    />
  );
}
