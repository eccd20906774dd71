import { peerPrediction } from './certificate-summary.ts';
import {
  type ActivityCounts,
  type AttendanceStatus,
  type CalendarEvent,
  type CertificatePrediction,
  remainingEvents,
  sharedCohortIds,
  averageCertificatePercentage,
  certificateProgress,
  type CertificateProgress,
  emptyActivityCounts,
  type EngagementRequirements,
  type User,
} from '@peer-coaching/domain';

export interface PeerProgressRow {
  id: string;
  name: string;
  email: string;
  status: User['status'];
  /** Null while the cohort's certificate requirements are unknown. */
  progress: CertificateProgress | null;
  /** Absences in a row when flagged (ABSENCE_STREAK_FLAG or more), else 0. */
  absenceStreak: number;
  /** Null without requirements, when nothing is required, or when no calendar was given. */
  prediction: CertificatePrediction | null;
}

/** "First Last", or the email when the profile has no name yet. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** One row per peer, in the given order (the session sorts peers by last name). */
export function peerProgressRows(
  peers: readonly Pick<
    User,
    'id' | 'first_name' | 'last_name' | 'email' | 'status' | 'cohort_list' | 'alumni_community'
  >[],
  requirements: EngagementRequirements | null,
  activitiesByUser: Readonly<Record<string, ActivityCounts & { attendance?: Record<string, AttendanceStatus> }>>,
  /** Flagged absence streaks by user id (absence-patterns.ts). */
  absenceStreaks: Readonly<Record<string, number>> = {},
  /** The cohort's calendar and the time, for each peer's prediction (docs/certificate.md). */
  calendar?: { events: readonly CalendarEvent[]; now: Date },
): PeerProgressRow[] {
  return peers.map((peer) => ({
    id: peer.id,
    name: displayName(peer),
    email: peer.email,
    status: peer.status,
    progress: requirements
      ? certificateProgress(requirements, activitiesByUser[peer.id] ?? emptyActivityCounts())
      : null,
    absenceStreak: absenceStreaks[peer.id] ?? 0,
    prediction: calendar
      ? peerPrediction(
          requirements,
          activitiesByUser[peer.id] ?? null,
          remainingEvents(
            calendar.events,
            sharedCohortIds(peer),
            activitiesByUser[peer.id]?.attendance ?? {},
            calendar.now,
          ),
        )
      : null,
  }));
}

/**
 * Whether two rows show the same: the rows are built again whenever any input changes (a new
 * snapshot, the dashboard's clock every 30 s), and a row that says the same need not render again.
 * Progress and prediction are plain data, compared by value.
 */
export function samePeerRow(a: PeerProgressRow, b: PeerProgressRow): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.email === b.email &&
    a.status === b.status &&
    a.absenceStreak === b.absenceStreak &&
    JSON.stringify(a.progress) === JSON.stringify(b.progress) &&
    JSON.stringify(a.prediction) === JSON.stringify(b.prediction)
  );
}

/** The cohort's average certificate progress (domain rule); null without peers or requirements. */
export function averageProgress(rows: readonly PeerProgressRow[]): number | null {
  return averageCertificatePercentage(rows.flatMap((row) => (row.progress ? [row.progress.percentage] : [])));
}

/** Confirmed and invited peers. */
export function countByStatus(peers: readonly Pick<User, 'status'>[]): { confirmed: number; invited: number } {
  return {
    confirmed: peers.filter((peer) => peer.status === 'confirmed').length,
    invited: peers.filter((peer) => peer.status === 'invited').length,
  };
}

export type PeerSortKey = 'name' | 'progress' | 'prediction';
export type SortDirection = 'asc' | 'desc';

/** Most urgent first when ascending: who cannot qualify, then at risk, on track, done, unknown. */
const URGENCY: Record<CertificatePrediction['status'], number> = {
  cannot_qualify: 0,
  at_risk: 1,
  on_track: 2,
  complete: 3,
};

/**
 * The rows in the order asked. Names keep the given order (by last name, section 5) or its
 * reverse; ties follow the name order (reversed when descending).
 */
export function sortPeerRows(
  rows: readonly PeerProgressRow[],
  key: PeerSortKey,
  direction: SortDirection,
): PeerProgressRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const valueOf = (row: PeerProgressRow): number => {
    if (key === 'progress') return row.progress && row.progress.required > 0 ? row.progress.percentage : -1;
    if (key === 'prediction') return row.prediction ? URGENCY[row.prediction.status] : 4;
    return 0;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (valueOf(a.row) - valueOf(b.row) || a.index - b.index))
    .map(({ row }) => row);
}
