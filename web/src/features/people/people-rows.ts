/**
 * /user's list (docs/users.md): the people of the caller's groups narrowed by the spec's status
 * filter (confirmed by default), a cohort, a role and a search, sorted by last name ignoring case;
 * and what a profile says about attendance. Pure, tested in people-rows.test.ts.
 */
import {
  compareByLastName,
  matchesUserFilter,
  matchesUserSearch,
  peerEventStatusName,
  type AttendanceStatus,
  type CalendarEvent,
  type Role,
  type User,
  type UserFilter,
} from '@peer-coaching/domain';

export interface PeopleFilters {
  status: UserFilter;
  /** A cohort id, or 'all'. */
  cohort: string;
  role: Role | 'all';
  search: string;
}

export const ROLE_LABELS: Record<Role, string> = { peer: 'Peer', facilitator: 'Facilitator', admin: 'Admin' };
export const STATUS_LABELS: Record<User['status'], string> = {
  confirmed: 'Confirmed',
  invited: 'Invited',
  deactivated: 'Deactivated',
};
export const FILTER_LABELS: Record<UserFilter, string> = { ...STATUS_LABELS, all: 'All' };

export function filterPeople(people: readonly User[], filters: PeopleFilters): User[] {
  return people
    .filter(
      (person) =>
        matchesUserFilter(person, filters.status) &&
        (filters.cohort === 'all' || person.cohort_list.includes(filters.cohort)) &&
        (filters.role === 'all' || person.role === filters.role) &&
        matchesUserSearch(person, filters.search),
    )
    .sort(compareByLastName);
}

/** How many people each status filter would show (the filter's counts), within cohort, role and search. */
export function countsByFilter(people: readonly User[], filters: Omit<PeopleFilters, 'status'>) {
  const within = filterPeople(people, { ...filters, status: 'all' });
  return {
    confirmed: within.filter((p) => p.status === 'confirmed').length,
    invited: within.filter((p) => p.status === 'invited').length,
    deactivated: within.filter((p) => p.status === 'deactivated').length,
    all: within.length,
  } satisfies Record<UserFilter, number>;
}

/** "Lovelace, Ada", or the address when the profile has no name yet. */
export function listName(person: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  if (!person.last_name && !person.first_name) return person.email;
  return [person.last_name, person.first_name].filter(Boolean).join(', ');
}

export interface AttendanceLine {
  event: Pick<CalendarEvent, 'id' | 'title' | 'start_date'>;
  status: 'attended' | 'absent' | 'apologised';
}

export interface AttendanceSummary {
  attended: number;
  absent: number;
  apologised: number;
  /** Sessions the person was registered for that have ended (deadlines excluded). */
  past: number;
  /** Newest first. */
  lines: AttendanceLine[];
}

/**
 * The person's past sessions: attended, absent (section 4's rule: registered, 24 hours after the
 * end), or apologised (absent, with an apology sent). Sessions still running or to come are left out.
 */
export function attendanceSummary(
  events: readonly CalendarEvent[],
  attendance: Readonly<Record<string, AttendanceStatus>>,
  apologisedFor: ReadonlySet<string>,
  now: Date,
): AttendanceSummary {
  const lines: AttendanceLine[] = [];
  for (const event of events) {
    const record = attendance[event.id];
    if (!record || event.type === 'deadline') continue;
    const status = peerEventStatusName(event, record, now);
    if (status === 'attended') lines.push({ event, status });
    else if (status === 'absent') lines.push({ event, status: apologisedFor.has(event.id) ? 'apologised' : 'absent' });
  }
  lines.sort((a, b) => b.event.start_date.getTime() - a.event.start_date.getTime());
  return {
    attended: lines.filter((l) => l.status === 'attended').length,
    absent: lines.filter((l) => l.status === 'absent').length,
    apologised: lines.filter((l) => l.status === 'apologised').length,
    past: lines.length,
    lines,
  };
}
