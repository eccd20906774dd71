/**
 * The admin dashboard with its data: the current cohort's peers and their progress (its report
 * shards: a few reads whatever the cohort's size), its calendar and announcements, all live. The
 * sandbox group's sample data replaces all of it.
 */
import { MESSAGES, isSandboxGroup } from '@peer-coaching/domain';
import { useNow } from '../../components/use-now.ts';
import { useCohortReportPeers } from '../activities/index.ts';
import { useLiveRequirements } from '../certificate/index.ts';
import { useCohortAnnouncementsForStaff } from '../announcements/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useSandboxData } from '../people/index.ts';
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
  // The sandbox's sample peers come with its data; their progress, as everyone's, from the report.
  const report = useCohortReportPeers(
    scopeLoaded && user.current_group && user.current_cohort
      ? { id: user.current_cohort, group: user.current_group }
      : null,
  );
  const events = useCohortEvents(cohort ? [cohort] : null);
  const announcements = useCohortAnnouncementsForStaff(group, cohort);
  const peersFailed = report.status === 'error';

  useAlertOnError(sandboxData.isError, MESSAGES.errorLoadingSandboxData);
  useAlertOnError(peersFailed, MESSAGES.errorFetchingUsers);
  useAlertOnError(events.status === 'error', MESSAGES.errorGettingEvents);
  useAlertOnError(announcements.status === 'error', MESSAGES.errorGettingAnnouncements);

  const noScope = !sandbox && cohort === null && scopeLoaded;
  return (
    <AdminDashboard
      user={user}
      cohortName={cohortName ?? user.current_cohort ?? 'No cohort selected'}
      peers={(sandbox ? sandboxData.data?.users : report.data?.peers) ?? []}
      events={(sandbox ? sandboxData.data?.events : events.data) ?? []}
      announcements={(sandbox ? sandboxData.data?.announcements : announcements.data) ?? []}
      requirements={requirements}
      activitiesByUser={report.data?.activitiesByUser ?? {}}
      now={now}
      failed={
        sandbox
          ? { users: sandboxData.isError, events: sandboxData.isError, announcements: sandboxData.isError }
          : { users: peersFailed, events: events.status === 'error', announcements: announcements.status === 'error' }
      }
      loading={
        sandbox
          ? { users: sandboxData.isPending, events: sandboxData.isPending, announcements: sandboxData.isPending }
          : {
              users: !noScope && report.status === 'loading',
              events: !noScope && events.status === 'loading',
              announcements: !noScope && announcements.status === 'loading',
            }
      }
    />
  );
}
