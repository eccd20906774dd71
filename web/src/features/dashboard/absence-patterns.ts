/**
 * Absence patterns on the dashboard: each peer's current run of absences over the cohort's events
 * (domain currentAbsenceStreak), from the attendance map of their activities document.
 */
import {
  ABSENCE_STREAK_FLAG,
  currentAbsenceStreak,
  type AttendanceStatus,
  type CalendarEvent,
} from '@peer-coaching/domain';

type Timed = Pick<CalendarEvent, 'id' | 'type' | 'start_date' | 'end_date'>;

/** Streaks of ABSENCE_STREAK_FLAG or more, by user id; peers below it are left out. */
export function flaggedAbsenceStreaks(
  peerIds: readonly string[],
  events: readonly Timed[],
  attendanceByUser: Readonly<Record<string, { attendance?: Readonly<Record<string, AttendanceStatus>> }>>,
  now: Date,
): Record<string, number> {
  const flagged: Record<string, number> = {};
  for (const id of peerIds) {
    const streak = currentAbsenceStreak(events, attendanceByUser[id]?.attendance ?? {}, now);
    if (streak >= ABSENCE_STREAK_FLAG) flagged[id] = streak;
  }
  return flagged;
}

/** "2 absences in a row" */
export const absenceStreakText = (streak: number) => `${streak} absences in a row`;
