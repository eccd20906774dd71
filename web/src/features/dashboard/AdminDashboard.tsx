import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  ActivityCounts,
  Announcement,
  AttendanceStatus,
  CalendarEvent,
  EngagementRequirements,
  User,
} from '@peer-coaching/domain';
import { useId, useMemo } from 'react';
import { greeting } from '../../components/greeting.ts';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { flaggedAbsenceStreaks } from './absence-patterns.ts';
import { PeerProgressSection } from './components/PeerProgressSection.tsx';
import { RecentAnnouncementsSection } from './components/RecentAnnouncementsSection.tsx';
import { type Stat, StatCards } from './components/StatCards.tsx';
import { UpcomingEventsSection } from './components/UpcomingEventsSection.tsx';
import { averageProgress, countByStatus, peerProgressRows } from '../../components/peer-progress.ts';
import { countStartingWithin } from './upcoming-events.ts';

export interface AdminDashboardProps {
  /** The signed-in facilitator or admin. */
  user: User;
  cohortName: string;
  /** The current cohort's peers, already sorted by last name. */
  peers: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'status' | 'cohort_list' | 'alumni_community'>[];
  events: CalendarEvent[];
  announcements: Announcement[];
  requirements: EngagementRequirements | null;
  /**
   * Activity counts by user id, with each peer's attendance statuses by event id (absence
   * patterns); a peer missing here has done nothing yet.
   */
  activitiesByUser: Record<string, ActivityCounts & { attendance?: Record<string, AttendanceStatus> }>;
  now: Date;
  loading: { users: boolean; events: boolean; announcements: boolean };
  /** Parts whose data could not be loaded. */
  failed?: Partial<Record<'users' | 'events' | 'announcements', boolean>>;
}

/** How far ahead the "upcoming events" number looks. */
const UPCOMING_DAYS = 14;

/** The admin and facilitator home (route /): the current cohort at a glance. */
export function AdminDashboard({
  user,
  cohortName,
  peers,
  events,
  announcements,
  requirements,
  activitiesByUser,
  now,
  loading,
  failed = {},
}: AdminDashboardProps) {
  const summaryHeadingId = useId();
  const streaks = useMemo(
    () =>
      flaggedAbsenceStreaks(
        peers.map((p) => p.id),
        events,
        activitiesByUser,
        now,
      ),
    [peers, events, activitiesByUser, now],
  );
  const rows = peerProgressRows(peers, requirements, activitiesByUser, streaks, { events, now });
  const { confirmed, invited } = countByStatus(peers);
  const average = averageProgress(rows);
  const stats: Stat[] = [
    { label: 'Peers in cohort', value: String(peers.length), loading: loading.users },
    { label: 'Confirmed', value: String(confirmed), detail: `${invited} invited`, loading: loading.users },
    {
      label: `Events in the next ${UPCOMING_DAYS} days`,
      value: String(countStartingWithin(events, now, UPCOMING_DAYS)),
      loading: loading.events,
    },
    {
      label: 'Average certificate progress',
      value: average === null ? '—' : `${average}%`,
      // None while loading: the figure usually has no detail, and a line shown then gone would move the page.
      detail: loading.users || average !== null ? undefined : requirements ? 'No peers yet' : 'Requirements not set',
      loading: loading.users,
    },
  ];

  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <title>Dashboard · Peer Coaching Program</title>
      <Box sx={{ mb: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          The current cohort at a glance
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
          {cohortName || 'No cohort selected'}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{greeting(user.first_name, now)}.</Typography>
      </Box>
      <Box component="section" aria-labelledby={summaryHeadingId} sx={{ mb: { xs: 2, sm: 3 } }}>
        <Typography id={summaryHeadingId} component="h2" sx={visuallyHidden}>
          Summary
        </Typography>
        <StatCards stats={stats} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          mb: { xs: 2, sm: 3 },
        }}
      >
        <UpcomingEventsSection events={events} now={now} loading={loading.events} failed={failed.events} />
        <RecentAnnouncementsSection
          role={user.role}
          announcements={announcements}
          now={now}
          loading={loading.announcements}
          failed={failed.announcements}
        />
      </Box>
      <PeerProgressSection rows={rows} loading={loading.users} failed={failed.users} />
    </Box>
  );
}
