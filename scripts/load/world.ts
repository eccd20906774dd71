/**
 * The load test's world: the demo data of today (scripts/seed, the same builder and writer as
 * `npm run seed`), plus one cohort of N generated peers in the demo's MGH group with one session
 * today whose check-in is open, their activities documents, the cohort's calendar and report as
 * the triggers would have built them (the domain's own builders). The demo facilitator
 * (facilitator@demo.test) runs the MGH group, so they show the code and watch the roster.
 *
 * Written with the functions' triggers off (the hub's switch), so that seeding is not itself a
 * burst of trigger runs, then switched back on.
 */
import {
  ACTIVITY_TYPES,
  buildCohortCalendar,
  buildCohortReports,
  type CalendarEvent,
  type Cohort,
} from '@peer-coaching/domain';
import { buildDemoData } from '../seed/build.ts';
import { connectToEmulators } from '../seed/firebase-app.ts';
import type { ActivitiesDoc, DemoAccount, UserDoc } from '../seed/types.ts';
import { writeDemoData } from '../seed/write.ts';
import type { EmulatorPorts } from './emulators.ts';

export const LOAD_COHORT = 'load-cohort';
export const LOAD_EVENT = 'load-session';
export const LOAD_GROUP = 'mgh';
export const FACILITATOR = { email: 'facilitator@demo.test', password: 'demo-password' };
export const PEER_PASSWORD = 'demo-password';

export interface LoadPeer {
  uid: string;
  email: string;
}

export const peerId = (i: number) => `load-peer-${String(i + 1).padStart(3, '0')}`;

export interface LoadWorld {
  peers: LoadPeer[];
  event: CalendarEvent;
}

async function switchTriggers(ports: EmulatorPorts, on: boolean): Promise<void> {
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${ports.hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The hub refused to ${path}: ${response.status} ${await response.text()}`);
}

/** Writes the world to the emulators of `ports` (clean ones: the harness starts them without data). */
export async function seedWorld(
  ports: EmulatorPorts,
  peerCount: number,
  { triggersOn = true, now = new Date() }: { triggersOn?: boolean; now?: Date } = {},
): Promise<LoadWorld> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  const data = buildDemoData(now);
  const template = data.users.find((u) => u.id === 'demo-peer')!;
  const cohort: Cohort = {
    id: LOAD_COHORT,
    name: 'Load test cohort',
    group: LOAD_GROUP,
    alumni: false,
    start_date: new Date(now.getTime() - 90 * 86_400_000),
    end_date: new Date(now.getTime() + 270 * 86_400_000),
  };
  // Started five minutes ago, two hours long: check-in stays open for the whole run.
  const start = new Date(now.getTime() - 5 * 60_000);
  const event: CalendarEvent = {
    id: LOAD_EVENT,
    title: 'Load test session',
    description: 'The session whose check-in `npm run load` bursts.',
    location: 'Room 1',
    type: 'other',
    kind: 'check_in',
    activity: 'check_in',
    group: LOAD_GROUP,
    cohorts: [LOAD_COHORT],
    start_date: start,
    end_date: new Date(start.getTime() + 2 * 3_600_000),
  };
  const users: UserDoc[] = Array.from({ length: peerCount }, (_, i) => ({
    ...template,
    id: peerId(i),
    email: `${peerId(i)}@load.test`,
    first_name: 'Peer',
    last_name: `Load ${String(i + 1).padStart(3, '0')}`,
    last_name_lower: `load ${String(i + 1).padStart(3, '0')}`,
    cohort: [cohort.name],
    cohort_list: [LOAD_COHORT],
    current_cohort: LOAD_COHORT,
  }));
  const accounts: DemoAccount[] = users.map((u) => ({
    uid: u.id,
    email: u.email,
    password: PEER_PASSWORD,
    displayName: `${u.first_name} ${u.last_name}`,
    emailVerified: true,
  }));
  const activities: ActivitiesDoc[] = users.map((u) => ({
    ...(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, 0])) as Record<string, number>),
    kickoff_response: false,
    program_eval: false,
    user_id: u.id,
    group: LOAD_GROUP,
    cohort: LOAD_COHORT,
    attendance: {},
    updated_at: now,
  })) as unknown as ActivitiesDoc[];
  const mgh = data.groups.find((g) => g.id === LOAD_GROUP)!;
  mgh.cohorts = [...mgh.cohorts, LOAD_COHORT];
  data.cohorts.push(cohort);
  data.events.push(event);
  data.users.push(...users);
  data.accounts.push(...accounts);
  data.activities.push(...activities);
  data.calendars.push({ id: LOAD_COHORT, ...buildCohortCalendar([event], LOAD_COHORT, LOAD_GROUP), updated_at: now });
  const reports = buildCohortReports([cohort], users, activities as never, [], [], () => new Set([event.id]), now);
  data.cohortReports.heads.push(...reports.heads);
  data.cohortReports.shards.push(...reports.shards);

  await switchTriggers(ports, false);
  const connection = connectToEmulators();
  try {
    await writeDemoData(data, connection);
  } finally {
    await connection.close();
    if (triggersOn) await switchTriggers(ports, true);
  }
  return { peers: users.map((u) => ({ uid: u.id, email: u.email })), event };
}
