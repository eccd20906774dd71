import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { profileCohortName, remainingEvents, sharedCohortIds, type RemainingSurvey } from '@peer-coaching/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
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
import { LoadingRows } from '../../components/SectionStates.tsx';
import { useNowUntilChange } from '../../components/use-now.ts';
import { usePeerEventStatuses } from '../events/index.ts';
import { shownOnPeerCalendar } from './calendar-sections.ts';
import { nextHomeChange } from './home-clock.ts';

/** The surveys due (docs/surveys.md) load after the home: their listeners and the survey rules. */
const SurveysDue = lazy(() =>
  import('../surveys/index.ts').then((m) => m.loadSurveysDue()).then((m) => ({ default: m.SurveysDue })),
);

/** The partner(s) of the latest published matching round (docs/matching.md), loaded after the home. */
const PartnerCard = lazy(() => import('../matching/index.ts').then((m) => m.loadPartnerCard()));

/** The full calendar (FullCalendar, about 80 KiB gzip) loads only when it is opened. */
const PeerCalendarView = lazy(() => import('../calendar/index.ts').then((m) => ({ default: m.PeerCalendarView })));

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
  loading: { events: boolean; announcements: boolean; activities: boolean };
  /** Parts whose data could not be loaded. */
  failed?: Partial<Record<'events' | 'announcements' | 'activities', boolean>>;
  /**
   * The peer's own calendar (route `/?view=calendar`): `open` shows it instead of the home, the
   * hrefs lead between the two. Left out when staff view the home as a peer.
   */
  calendar?: { open: boolean; href: string; homeHref: string };
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

/**
 * The participant home (route /): greeting, next events, certificate progress, announcements; or
 * the peer's full calendar. Each event's status comes from its own event-status actor, kept here
 * so that switching between the two views keeps them; the rest of what changes with time alone
 * is refreshed by one timer set to the next such instant (home-clock.ts).
 */
export function ParticipantHome({
  user,
  events,
  records,
  announcements,
  requirements,
  activities,
  loading,
  failed = {},
  calendar,
}: ParticipantHomeProps) {
  const recordsByEvent = useMemo(() => Object.fromEntries(records.map((r) => [r.event_id, r.status])), [records]);
  const statuses = usePeerEventStatuses(events, recordsByEvent);
  const now = useNowUntilChange((at) => nextHomeChange(at, events, announcements));
  const shown = shownOnPeerCalendar(events, (id) => statuses.get(id)?.name, now);
  // What the peer can still attend for credit: the certificate card's prediction.
  const remaining = useMemo(
    () => remainingEvents(events, sharedCohortIds(user), recordsByEvent, now),
    [events, user, recordsByEvent, now],
  );
  // And what they can still submit: reported by "surveys due" once its listeners answer (null
  // until then: the prediction waits rather than reading "cannot qualify" for a moment).
  const [surveysLeft, setSurveysLeft] = useState<readonly RemainingSurvey[] | null>(null);

  if (calendar?.open) {
    return (
      <Suspense fallback={<LoadingRows label="Loading your calendar" rows={6} />}>
        <PeerCalendarView
          userId={user.id}
          events={shown}
          statuses={statuses}
          loading={loading.events}
          failed={failed.events}
          homeHref={calendar.homeHref}
        />
      </Suspense>
    );
  }

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
            events={shown}
            statuses={statuses}
            now={now}
            loading={loading.events}
            failed={failed.events}
            calendarHref={calendar?.href}
          />
        </Box>
        <Box sx={{ gridArea: 'progress', display: 'grid', gap: { xs: 2, sm: 3 } }}>
          <Suspense fallback={null}>
            <PartnerCard userId={user.id} />
          </Suspense>
          <Suspense fallback={null}>
            <SurveysDue
              userId={user.id}
              cohorts={sharedCohortIds(user)}
              events={events}
              attendance={recordsByEvent}
              onRemaining={setSurveysLeft}
            />
          </Suspense>
          <CertificateProgressCard
            requirements={requirements}
            activities={activities}
            remaining={surveysLeft ? remaining : undefined}
            remainingSurveys={surveysLeft ?? undefined}
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
