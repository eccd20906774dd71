/**
 * The facilitator at the session: signed in with the SDK (facilitator@demo.test, who runs the
 * MGH group), listening as the roster page does (the event's attendance records and the cohort's
 * activities documents: web/src/features/staff-events/api/use-roster-data.ts) and as /report does
 * (cohort_report_shards of the cohort), and calling the API as the web client does: the check-in code to show
 * (GET .../check_in_code) and the event's rename (PUT /api/facilitator/events/:id).
 */
import { toApiDate, type CalendarEvent } from '@peer-coaching/domain';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import type { EmulatorPorts } from './emulators.ts';
import { signIn, type SignedIn } from './sdk.ts';
import { FACILITATOR } from './world.ts';

export interface Facilitator {
  /** Each peer's first appearance as attended on the roster (the attendance records). */
  roster: Map<string, number>;
  /** Each peer's first report entry showing the check-in attended and counted (check_in >= 1). */
  report: Map<string, number>;
  code(): Promise<{ code: string; expiresAt: Date }>;
  /** Renames the event through the API; returns when it was sent and answered. */
  rename(title: string): Promise<{ sentAt: number; answeredAt: number; status: number }>;
  close(): Promise<void>;
}

async function api(session: SignedIn, baseUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await session.idToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { status: response.status, data: JSON.parse(text) as unknown };
}

export async function startFacilitator(
  target: { ports: EmulatorPorts; projectId: string; baseUrl: string },
  event: CalendarEvent,
  cohortId: string,
): Promise<Facilitator> {
  const session = await signIn(target, FACILITATOR.email, FACILITATOR.password);
  const roster = new Map<string, number>();
  const report = new Map<string, number>();
  const ready: Promise<void>[] = [];
  const unsubscribers: (() => void)[] = [];
  const listen = (subscribe: (first: () => void, fail: (e: Error) => void) => () => void) =>
    ready.push(new Promise<void>((resolve, fail) => unsubscribers.push(subscribe(resolve, fail))));
  listen((first, fail) =>
    onSnapshot(
      query(collection(session.db, 'attendance'), where('group', '==', event.group), where('event_id', '==', event.id)),
      (snapshot) => {
        const now = Date.now();
        for (const record of snapshot.docs) {
          const userId = record.get('user_id') as string;
          if (record.get('status') === 'attended' && !roster.has(userId)) roster.set(userId, now);
        }
        first();
      },
      fail,
    ),
  );
  // The roster's second listener (absence patterns): every peer's activities document, live.
  listen((first, fail) =>
    onSnapshot(
      query(collection(session.db, 'activities'), where('group', '==', event.group), where('cohort', '==', cohortId)),
      () => first(),
      fail,
    ),
  );
  // The report's peers: the cohort's shards, as /report listens to them.
  listen((first, fail) =>
    onSnapshot(
      query(
        collection(session.db, 'cohort_report_shards'),
        where('cohort', '==', cohortId),
        where('group', '==', event.group),
      ),
      (snapshot) => {
        const now = Date.now();
        for (const shard of snapshot.docs) {
          const peers = (shard.get('peers') ?? {}) as Record<
            string,
            { activity?: { check_in?: number; attendance?: Record<string, string> } | null }
          >;
          for (const [userId, entry] of Object.entries(peers)) {
            const counted =
              entry.activity?.attendance?.[event.id] === 'attended' && (entry.activity.check_in ?? 0) >= 1;
            if (counted && !report.has(userId)) report.set(userId, now);
          }
        }
        first();
      },
      fail,
    ),
  );
  await Promise.all(ready);
  const eventPath = `/api/facilitator/events/${encodeURIComponent(event.id)}`;
  return {
    roster,
    report,
    code: async () => {
      const { data } = await api(session, target.baseUrl, 'GET', `${eventPath}/check_in_code`);
      const body = data as { code: string; expires_at: string };
      return { code: body.code, expiresAt: new Date(body.expires_at) };
    },
    rename: async (title) => {
      const sentAt = Date.now();
      const { status } = await api(session, target.baseUrl, 'PUT', eventPath, {
        title,
        kind: event.kind,
        activity: event.activity,
        cohorts: event.cohorts,
        start_date: toApiDate(event.start_date),
        end_date: toApiDate(event.end_date),
        location: event.location,
        description: event.description,
      });
      return { sentAt, answeredAt: Date.now(), status };
    },
    close: async () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      await session.close();
    },
  };
}
