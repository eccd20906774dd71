import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { profileCohortName } from '@peer-coaching/domain';
import type {
  ActivityCounts,
  Announcement,
  AttendanceRecord,
  CalendarEvent,
  EngagementRequirements,
  User,
} from '@peer-coaching/domain';
import { AnnouncementsSection } from './components/AnnouncementsSection.tsx';
import { CertificateProgressCard } from './components/CertificateProgressCard.tsx';
import { PeerCalendarSection } from './components/PeerCalendarSection.tsx';
import { greeting } from '../../components/greeting.ts';

export interface ParticipantHomeProps {
  user: User;
  events: CalendarEvent[];
  /** The peer's own attendance records. */
  records: Pick<AttendanceRecord, 'event_id' | 'status'>[];
  /** All announcements of the peer's cohorts, in display order; the peer's view is filtered here. */
  announcements: Announcement[];
  requirements: EngagementRequirements | null;
  /** Null when the peer has no recorded activity yet. */
  activities: ActivityCounts | null;
  now: Date;
  loading: { events: boolean; announcements: boolean; activities: boolean };
  /** Parts whose data could not be loaded. */
  failed?: Partial<Record<'events' | 'announcements' | 'activities', boolean>>;
}

/*
 * Phones and tablets: one column, in the order peers check things (next events, certificate,
 * announcements). Desktop (md, 1025 px): calendar and announcements on the left, progress on the
 * right spanning both rows.
 */
const layout = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gridTemplateAreas: {
    xs: '"calendar" "progress" "announcements"',
    md: '"calendar progress" "announcements progress"',
  },
} as const;

/** The participant home (route /): greeting, next events, certificate progress, announcements. */
export function ParticipantHome({
  user,
  events,
  records,
  announcements,
  requirements,
  activities,
  now,
  loading,
  failed = {},
}: ParticipantHomeProps) {
  const cohortName = profileCohortName(user);
  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <title>Home · Peer Coaching Program</title>
      <Box sx={{ mb: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
          {greeting(user.first_name, now)}
        </Typography>
        {cohortName && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Your cohort: {cohortName}</Typography>}
      </Box>
      <Box sx={layout}>
        <Box sx={{ gridArea: 'calendar' }}>
          <PeerCalendarSection
            events={events}
            records={records}
            now={now}
            loading={loading.events}
            failed={failed.events}
          />
        </Box>
        <Box sx={{ gridArea: 'progress' }}>
          <CertificateProgressCard
            requirements={requirements}
            activities={activities}
            loading={loading.activities}
            failed={failed.activities}
          />
        </Box>
        <Box sx={{ gridArea: 'announcements' }}>
          <AnnouncementsSection
            announcements={announcements}
            now={now}
            loading={loading.announcements}
            failed={failed.announcements}
          />
        </Box>
      </Box>
    </Box>
  );
}
