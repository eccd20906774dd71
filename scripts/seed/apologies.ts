/**
 * Apologies: some peers tell the facilitators ahead of time that they will miss a session, with a
 * reason. Only for upcoming events they are registered for (an apology is sent before the start).
 * The demo peer has apologised for one upcoming session, so their calendar shows what that looks like.
 */
import { apologyId, type Apology, type AttendanceRecord } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { DemoEvent } from './events.ts';
import { randomFor } from './random.ts';

const REASONS = [
  'I am on call at the clinic that afternoon.',
  'Family commitment; I will catch up with my coaching partner.',
  'Travelling for a conference that week.',
  'Doctor appointment I could not move.',
  'Covering for a colleague on the unit.',
];

/** About one registration in twenty-five, among events of the next four weeks. */
const APOLOGY_CHANCE = 0.04;
const HORIZON_DAYS = 28;
const DEMO_PEER = 'demo-peer';

export function buildApologies(
  events: readonly DemoEvent[],
  attendance: readonly AttendanceRecord[],
  clock: DemoClock,
) {
  const upcoming = new Map(
    events
      .filter(({ day, event }) => day > 0 && day <= HORIZON_DAYS && event.type !== 'deadline')
      .map((e) => [e.event.id, e]),
  );
  const registered = attendance.filter((r) => r.status === 'registered' && upcoming.has(r.event_id));
  const firstOfDemoPeer = registered
    .filter((r) => r.user_id === DEMO_PEER)
    .sort((a, b) => upcoming.get(a.event_id)!.day - upcoming.get(b.event_id)!.day)[0];
  const apologies: Apology[] = [];
  for (const record of registered) {
    const random = randomFor(`apology|${record.event_id}|${record.user_id}`);
    if (record !== firstOfDemoPeer && !random.chance(APOLOGY_CHANCE)) continue;
    const day = upcoming.get(record.event_id)!.day;
    apologies.push({
      id: apologyId(record.event_id, record.user_id),
      event_id: record.event_id,
      user_id: record.user_id,
      group: record.group,
      cohort: record.cohort,
      reason: random.pick(REASONS),
      created_at: clock.at(-((day % 3) + 1), '08:30'),
    });
  }
  return apologies;
}
