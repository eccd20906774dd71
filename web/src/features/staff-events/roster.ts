/**
 * The roster of one event: every peer of its cohorts with their attendance status, apology and
 * absence pattern, and the counts above the list. Pure: `now` is a parameter.
 */
import {
  ABSENCE_STREAK_FLAG,
  peerEventStatusName,
  type Apology,
  type AttendanceRecord,
  type AttendanceStatus,
  type CalendarEvent,
  type User,
} from '@peer-coaching/domain';

/** What staff see per peer: section 4's outcome of the peer's record, or no record at all. */
export type RosterStatus = 'attended' | 'registered' | 'absent' | 'not-registered';

export const ROSTER_STATUS_LABELS: Record<RosterStatus, string> = {
  attended: 'Attended',
  registered: 'Registered',
  absent: 'Absent',
  'not-registered': 'Not registered',
};

export interface RosterPeer {
  id: string;
  name: string;
  email: string;
  /** The stored record's status (what Undo restores), null without a record. */
  record: AttendanceStatus | null;
  status: RosterStatus;
  /** The apology's reason, null when the peer sent none. */
  apology: string | null;
  /** Consecutive absences up to now (domain currentAbsenceStreak). */
  absenceStreak: number;
  flagged: boolean;
}

type Timed = Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>;

/**
 * A registration shows as registered until section 4 calls it absent (end + 24 h), including
 * while the event runs (the peer's orange).
 */
export function rosterStatus(event: Timed, record: AttendanceStatus | null, now: Date): RosterStatus {
  const name = peerEventStatusName(event, record, now);
  if (name === 'attended' || name === 'absent') return name;
  if (name === 'registered' || name === 'in-progress') return 'registered';
  return 'not-registered';
}

export type RosterPerson = Pick<User, 'id' | 'first_name' | 'last_name' | 'email'>;

const nameOf = (p: RosterPerson) => `${p.first_name} ${p.last_name}`.trim() || p.email;

/** Peers of every cohort, each once, by last name (case-insensitive, spec section 5), then first name. */
export function buildRoster(
  event: Timed,
  peers: readonly RosterPerson[],
  records: readonly Pick<AttendanceRecord, 'user_id' | 'status'>[],
  apologies: readonly Pick<Apology, 'user_id' | 'reason'>[],
  streaks: Readonly<Record<string, number>>,
  now: Date,
): RosterPeer[] {
  const recordOf = new Map(records.map((r) => [r.user_id, r.status]));
  const apologyOf = new Map(apologies.map((a) => [a.user_id, a.reason]));
  const unique = new Map(peers.map((p) => [p.id, p]));
  return [...unique.values()]
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name, 'en', { sensitivity: 'base' }) ||
        a.first_name.localeCompare(b.first_name, 'en', { sensitivity: 'base' }),
    )
    .map((peer) => {
      const record = recordOf.get(peer.id) ?? null;
      const absenceStreak = streaks[peer.id] ?? 0;
      return {
        id: peer.id,
        name: nameOf(peer),
        email: peer.email,
        record,
        status: rosterStatus(event, record, now),
        apology: apologyOf.get(peer.id) ?? null,
        absenceStreak,
        flagged: absenceStreak >= ABSENCE_STREAK_FLAG,
      };
    });
}

export interface RosterCounts {
  total: number;
  attended: number;
  registered: number;
  absent: number;
  notRegistered: number;
  apologised: number;
}

export function rosterCounts(roster: readonly RosterPeer[]): RosterCounts {
  const count = (status: RosterStatus) => roster.filter((p) => p.status === status).length;
  return {
    total: roster.length,
    attended: count('attended'),
    registered: count('registered'),
    absent: count('absent'),
    notRegistered: count('not-registered'),
    apologised: roster.filter((p) => p.apology !== null).length,
  };
}

/** "12 attended of 20" */
export const attendedSummary = ({ attended, total }: RosterCounts) => `${attended} attended of ${total}`;

/** "2 absences in a row" */
export const absenceStreakLabel = (streak: number) => `${streak} absences in a row`;

/** One mark and what it replaced: what Undo restores. */
export interface AttendanceChange {
  userId: string;
  previous: AttendanceStatus | null;
  next: AttendanceStatus;
}

/**
 * The marks a bulk action makes. 'registered' registers the peers without a record and leaves
 * every attendance alone (so it never erases a mark); 'attended' marks everyone not yet attended
 * except those who sent an apology (they said they would not come: one who came after all is
 * marked on their own row).
 */
export function bulkChanges(roster: readonly RosterPeer[], target: AttendanceStatus): AttendanceChange[] {
  return roster
    .filter((peer) =>
      target === 'registered' ? peer.record === null : peer.record !== 'attended' && peer.apology === null,
    )
    .map((peer) => ({ userId: peer.id, previous: peer.record, next: target }));
}

/** Peers a bulk 'attended' leaves alone because they apologised (and are not marked attended). */
export const apologisedNotAttended = (roster: readonly RosterPeer[]) =>
  roster.filter((peer) => peer.apology !== null && peer.record !== 'attended').length;

/** What the confirmation of "Mark everyone attended" adds about them: "" or " 2 peers who apologised …". */
export function apologisedLeftNote(roster: readonly RosterPeer[]): string {
  const left = apologisedNotAttended(roster);
  if (left === 0) return '';
  return left === 1
    ? ' 1 peer who apologised is left as they are.'
    : ` ${left} peers who apologised are left as they are.`;
}
