/** `/`: a peer sees the participant home, staff the admin dashboard (spec section 2). */
import { byDisplayOrder, isStaff, type ActivityCounts } from '@peer-coaching/domain';
import { shallowEqual } from '@xstate/react';
import { AdminDashboard } from '../../features/dashboard/AdminDashboard.tsx';
import { ParticipantHome } from '../../features/home/ParticipantHome.tsx';
import { currentCohortName, loadingParts } from '../../features/session/selectors.ts';
import { useSession } from '../../features/session/SessionProvider.tsx';
import { useLiveAnnouncements, useLiveAttendanceOfUser, useLiveCohortActivities } from '../../lib/live.tsx';
import { useNow } from './use-now.ts';

function PeerHome() {
  const context = useSession((s) => s.context);
  const loading = useSession(loadingParts, shallowEqual);
  const user = context.user!;
  const now = useNow();
  // Live: announcements and the person's own attendance change without a reload.
  const liveAnnouncements = useLiveAnnouncements({
    role: 'peer',
    cohorts: context.sharedCohorts.length ? context.sharedCohorts : ['none'],
  });
  const liveRecords = useLiveAttendanceOfUser(user.id);
  return (
    <ParticipantHome
      user={user}
      events={context.events}
      records={liveRecords.data ?? context.records}
      announcements={liveAnnouncements.data ? byDisplayOrder(liveAnnouncements.data) : context.announcements}
      requirements={context.requirements}
      activities={context.activities}
      now={now}
      loading={loading}
    />
  );
}

function StaffHome() {
  const context = useSession((s) => s.context);
  const loading = useSession(loadingParts, shallowEqual);
  const user = context.user!;
  const now = useNow();
  const activities = useLiveCohortActivities(user.current_group ?? 'none', user.current_cohort ?? 'none');
  const activitiesByUser: Record<string, ActivityCounts> = Object.fromEntries(
    (activities.data ?? []).map((a) => [a.id, a]),
  );
  const cohortName = currentCohortName(context) ?? user.current_cohort ?? 'No cohort selected';
  return (
    <AdminDashboard
      user={user}
      cohortName={cohortName}
      peers={context.users}
      events={context.events}
      announcements={context.announcements}
      requirements={context.requirements}
      activitiesByUser={activitiesByUser}
      now={now}
      loading={loading}
    />
  );
}

export default function HomeRoute() {
  const staff = useSession((s) => (s.context.user ? isStaff(s.context.user) : false));
  return staff ? <StaffHome /> : <PeerHome />;
}
