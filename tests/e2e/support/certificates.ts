/**
 * Bringing a demo peer to one attendance short of their certificate, for the certificate suites
 * and screenshots: the yes/no activities done, and attended records for events of their cohort
 * until every counted requirement is met but one check-in. Returns the last record to write.
 */
import {
  certificateProgress,
  COUNTED_ACTIVITY_TYPES,
  emptyActivityCounts,
  type AttendanceRecord,
  type CalendarEvent,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { adminDb, eventually } from '../../support/admin.ts';

export interface OneShort {
  /** The record that completes the certificate: write it to issue. */
  last: AttendanceRecord;
  name: string;
  /** As /user-view's peer list shows it: "Last, First". */
  listed: string;
}

const recordOf = (userId: string, cohort: string, event: CalendarEvent & { id: string }): AttendanceRecord => ({
  id: `${event.id}_${userId}`,
  event_id: event.id,
  user_id: userId,
  group: event.group,
  cohort,
  status: 'attended',
  activity: event.activity,
  updated_at: new Date(),
});

export async function oneAttendanceShort(userId: string): Promise<OneShort> {
  const user = (await adminDb.doc(`users/${userId}`).get()).data()!;
  const cohort = user.current_cohort as string;
  const [settings, events, records] = await Promise.all([
    adminDb.doc(`groups/${user.current_group}/settings/certificate`).get(),
    adminDb.collection('events').where('cohorts', 'array-contains', cohort).get(),
    adminDb.collection('attendance').where('user_id', '==', userId).get(),
  ]);
  const requirements = settings.get('engagement_requirements') as EngagementRequirements;
  const attended = new Set(records.docs.filter((d) => d.get('status') === 'attended').map((d) => d.get('event_id')));
  const counted = new Map(COUNTED_ACTIVITY_TYPES.map((t) => [t, 0]));
  for (const doc of records.docs) {
    if (doc.get('status') === 'attended' && doc.get('activity')) {
      counted.set(doc.get('activity'), (counted.get(doc.get('activity')) ?? 0) + 1);
    }
  }
  const open = events.docs
    .map((d) => ({ ...(d.data() as CalendarEvent), id: d.id }))
    .filter((e) => e.activity && !attended.has(e.id))
    .sort((a, b) => a.start_date.valueOf() - b.start_date.valueOf());
  // Section 9 counts each type up to its value_max, so extra attendance of one type makes up for a
  // type no event counts toward (reflections come from surveys): add records, the types still
  // below their minimum first, until the progress reaches 100 %.
  const toWrite: AttendanceRecord[] = [];
  const counts = { ...emptyActivityCounts(), kickoff_response: true, program_eval: true };
  for (const type of COUNTED_ACTIVITY_TYPES) counts[type] = counted.get(type) ?? 0;
  const progress = () => certificateProgress(requirements, counts);
  while (progress().earned < progress().required) {
    const useful = COUNTED_ACTIVITY_TYPES.filter(
      (type) => requirements[type].value_min > 0 && counts[type] < requirements[type].value_max,
    ).filter((type) => open.some((e) => e.activity === type));
    const type = useful.find((t) => counts[t] < requirements[t].value_min) ?? useful[0];
    if (!type) throw new Error(`The demo has too few events for ${userId} to reach 100 %`);
    const event = open.splice(
      open.findIndex((e) => e.activity === type),
      1,
    )[0]!;
    toWrite.push(recordOf(userId, cohort, event));
    counts[type] += 1;
  }
  // The last one needed is kept back, to be written while the peer's home is open.
  const last = toWrite.pop();
  if (!last) throw new Error(`${userId} has every counted requirement already`);
  await adminDb.doc(`activities/${userId}`).update({ kickoff_response: true, program_eval: true });
  await Promise.all(toWrite.map((r) => adminDb.doc(`attendance/${r.id}`).set(r)));
  // The recount has seen every record written (the last one is still missing).
  const expected = COUNTED_ACTIVITY_TYPES.map(
    (type) => [type, (counted.get(type) ?? 0) + toWrite.filter((r) => r.activity === type).length] as const,
  );
  await eventually(async () => {
    const activities = (await adminDb.doc(`activities/${userId}`).get()).data();
    const caughtUp = activities?.program_eval === true && expected.every(([type, n]) => activities[type] === n);
    return caughtUp ? true : undefined;
  }, 60_000);
  return {
    last: { ...last, updated_at: new Date() },
    name: `${user.first_name} ${user.last_name}`,
    listed: `${user.last_name}, ${user.first_name}`,
  };
}
