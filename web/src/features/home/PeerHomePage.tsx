/**
 * The participant home with its data: the session's scope, and live listeners for the calendar,
 * announcements and the peer's own activities. Each failed load raises its section 8 message.
 * The same data feeds the peer's full calendar, so opening it starts no new listener.
 */
import { MalformedDocumentError, MESSAGES, sharedCohortIds } from '@peer-coaching/domain';
import { useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dismissHomeShell } from '../../lib/app-shell.ts';
import { attendanceRecordsOf, useParticipantActivities } from '../activities/index.ts';
import { useLiveRequirements } from '../certificate/index.ts';
import { usePeerAnnouncements } from '../announcements/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useAlertOnError, useSession } from '../session/index.ts';
import { ParticipantHome } from './ParticipantHome.tsx';

/**
 * The peer's full calendar is a view of the home, `/?view=calendar`: spec section 2 fixes the
 * routes, and the calendar is the home's own data drawn another way (docs/events.md).
 */
const CALENDAR_VIEW = 'calendar';

export function PeerHomePage() {
  // The real page takes the place of index.html's shell in the same frame.
  useLayoutEffect(dismissHomeShell, []);
  const user = useSession((s) => s.context.user)!;
  const sharedCohorts = useSession((s) => s.context.sharedCohorts);
  // The shared cohorts are known once the scope has loaded (an empty list: nothing to show).
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  // Loaded by the session (spec section 7), then live: a change on /settings moves the progress.
  const requirements = useLiveRequirements(
    user.current_group,
    useSession((s) => s.context.requirements),
  );
  const requirementsLoading = useSession((s) => s.hasTag('loading-requirements'));
  const [search] = useSearchParams();

  // A peer's shared cohorts follow from their profile (domain sharedCohortIds, as the API works
  // them out), so the listeners start with the user instead of one round trip later; the scope's
  // answer then confirms the same list. Without a full scope the machine says what is missing.
  const cohorts = scopeLoaded
    ? sharedCohorts
    : user.current_cohort && user.current_group
      ? sharedCohortIds(user)
      : null;
  const events = useCohortEvents(cohorts);
  const announcements = usePeerAnnouncements(cohorts);
  const activities = useParticipantActivities(user.id);
  // The same list while the document is the same, so the status actors are not re-synced for nothing.
  const records = useMemo(() => attendanceRecordsOf(activities.data ?? null), [activities.data]);

  const malformed = events.error instanceof MalformedDocumentError;
  useAlertOnError(events.status === 'error' && !malformed, MESSAGES.problemGettingEvents);
  useAlertOnError(malformed, MESSAGES.problemParsingEvents);
  useAlertOnError(announcements.status === 'error', MESSAGES.errorFetchingAnnouncements);
  useAlertOnError(activities.status === 'error', MESSAGES.errorFetchingData);

  return (
    <ParticipantHome
      user={user}
      events={events.data ?? []}
      records={records}
      announcements={announcements.data ?? []}
      requirements={requirements}
      activities={activities.data ?? null}
      loading={{
        // An event is drawn with the peer's status, so not before their attendance has come:
        // otherwise a registered event shows grey for a moment, then turns orange.
        events: events.status === 'loading' || activities.status === 'loading',
        announcements: announcements.status === 'loading',
        activities: activities.status === 'loading' || requirementsLoading,
      }}
      failed={{
        events: events.status === 'error',
        announcements: announcements.status === 'error',
        activities: activities.status === 'error',
      }}
      calendar={{ open: search.get('view') === CALENDAR_VIEW, href: `/?view=${CALENDAR_VIEW}`, homeHref: '/' }}
    />
  );
}
