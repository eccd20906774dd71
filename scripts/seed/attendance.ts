/**
 * Attendance: who registered for and attended which event. Past events are mostly attended, with
 * some registrations never attended (these turn red, absent); today's and upcoming events are
 * registered. Draws are keyed by event and person, and each person has a steady reliability, so
 * some people attend nearly everything and others miss more.
 */
import type { AttendanceRecord, EventKind } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { DemoEvent } from './events.ts';
import { randomFor } from './random.ts';
import type { UserDoc } from './types.ts';

interface KindOdds {
  /** Chance a past event was attended, for the most reliable person. */
  attended: number;
  /** Chance of a registration that was not attended (past) or of registering at all (ahead). */
  registered: number;
}

/** Required sessions: everyone registers. Optional ones: fewer register, fewer come. */
const PAST_ODDS: Record<Exclude<EventKind, 'deadline'>, KindOdds> = {
  kickoff: { attended: 0.97, registered: 1 },
  check_in: { attended: 0.9, registered: 1 },
  coaching: { attended: 0.9, registered: 1 },
  completion: { attended: 0.95, registered: 1 },
  office_hours: { attended: 0.45, registered: 0.2 },
  workshop: { attended: 0.7, registered: 0.4 },
  other: { attended: 0.6, registered: 0.3 },
};
const UPCOMING_REGISTRATION: Record<Exclude<EventKind, 'deadline'>, number> = {
  kickoff: 1,
  check_in: 1,
  coaching: 1,
  completion: 1,
  office_hours: 0.4,
  workshop: 0.75,
  other: 0.5,
};

function attendanceId(eventId: string, userId: string): string {
  return `${eventId}_${userId}`;
}

function statusFor({ event, day }: DemoEvent, user: UserDoc, reliability: number): AttendanceRecord['status'] | null {
  if (event.kind === 'deadline') return null;
  const random = randomFor(`attendance|${event.id}|${user.id}`);
  if (day >= 0) return random.chance(UPCOMING_REGISTRATION[event.kind]) ? 'registered' : null;
  const odds = PAST_ODDS[event.kind];
  if (random.chance(odds.attended * reliability)) return 'attended';
  // Required sessions leave a registration behind; optional ones usually leave nothing.
  return random.chance(odds.registered) ? 'registered' : null;
}

/** When the record last changed: marked attended an hour after the end, or registered earlier. */
function updatedAt({ event, day }: DemoEvent, status: AttendanceRecord['status'], clock: DemoClock): Date {
  if (status === 'attended') return new Date(event.end_date.getTime() + 60 * 60 * 1000);
  return clock.at(Math.min(day - 14, -1), '09:00');
}

export function buildAttendance(
  events: readonly DemoEvent[],
  users: readonly UserDoc[],
  clock: DemoClock,
): AttendanceRecord[] {
  const records: AttendanceRecord[] = [];
  // Only people who accepted their invitation register for anything; staff do not attend.
  const attendees = users.filter((u) => u.role === 'peer' && u.status === 'confirmed');
  for (const user of attendees) {
    // Between 0.7 and 1: how much of what they could attend each person does attend.
    const reliability = 0.7 + 0.3 * randomFor(`reliability|${user.id}`).next();
    const cohort = user.current_cohort ?? '';
    for (const demoEvent of events) {
      if (!demoEvent.event.cohorts.includes(cohort)) continue;
      const status = statusFor(demoEvent, user, reliability);
      if (status === null) continue;
      records.push({
        id: attendanceId(demoEvent.event.id, user.id),
        event_id: demoEvent.event.id,
        user_id: user.id,
        group: demoEvent.event.group,
        cohort,
        status,
        activity: demoEvent.event.activity,
        updated_at: updatedAt(demoEvent, status, clock),
      });
    }
  }
  return records;
}
