/**
 * One event-status actor per shown event, kept in step with the page's data: `sync` starts an
 * actor for an event that appears, stops the one of an event that goes, and tells the others what
 * changed (RECORD_CHANGED, EVENT_CHANGED). Subscribers hear of a change only when some event's
 * status did change, with a new map; otherwise the map stays the same object, so React skips
 * the render (useSyncExternalStore).
 */
import {
  peerEventStatusName,
  type AttendanceStatus,
  type CalendarEvent,
  type PeerEventStatusName,
} from '@peer-coaching/domain';
import { createActor, type Actor, type ActorOptions } from 'xstate';
import {
  eventStatusMachine,
  isAwaitingAttendance,
  statusOf,
  type EventStatusSnapshot,
  type TimedEvent,
} from './machines/event-status.machine.ts';

export interface PeerEventStatus {
  name: PeerEventStatusName;
  /** Registered, and the event is over: waiting for a facilitator to take attendance. */
  awaitingAttendance: boolean;
}

export type ShownEvent = Pick<CalendarEvent, 'id'> & TimedEvent;
/** The peer's attendance by event id: activities/{uid}.attendance. */
export type RecordsByEvent = Readonly<Record<string, AttendanceStatus | undefined>>;

/** The timer source: the browser's unless a test passes xstate's SimulatedClock. */
type Clock = NonNullable<ActorOptions<typeof eventStatusMachine>['clock']>;

interface Entry {
  actor: Actor<typeof eventStatusMachine>;
  event: TimedEvent;
  record: AttendanceStatus | null;
}

const sameTimes = (a: TimedEvent, b: TimedEvent) =>
  a.type === b.type &&
  a.start_date.getTime() === b.start_date.getTime() &&
  a.end_date.getTime() === b.end_date.getTime();

const viewOf = (snapshot: EventStatusSnapshot): PeerEventStatus => ({
  name: statusOf(snapshot),
  awaitingAttendance: isAwaitingAttendance(snapshot),
});

export class PeerStatusActors {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private statuses: ReadonlyMap<string, PeerEventStatus> = new Map();
  private lastShown: ReadonlyMap<string, PeerEventStatus> = new Map();
  private syncing = false;

  /** `clock` and `now` are the browser's unless a test passes a simulated clock. */
  constructor(
    private readonly clock?: Clock,
    private readonly now: () => Date = () => new Date(),
  ) {}

  sync(events: readonly ShownEvent[], records: RecordsByEvent): void {
    this.syncing = true;
    const ids = new Set(events.map((event) => event.id));
    for (const [id, entry] of this.entries) {
      if (ids.has(id)) continue;
      entry.actor.stop();
      this.entries.delete(id);
    }
    for (const event of events) {
      const record = records[event.id] ?? null;
      const entry = this.entries.get(event.id);
      if (!entry) {
        this.start(event, record);
        continue;
      }
      if (!sameTimes(entry.event, event)) {
        entry.event = event;
        entry.actor.send({ type: 'EVENT_CHANGED', event });
      }
      if (entry.record !== record) {
        entry.record = record;
        entry.actor.send({ type: 'RECORD_CHANGED', status: record });
      }
    }
    this.syncing = false;
    this.publish();
  }

  /** Stops every actor (the page is gone). A later `sync` starts afresh. */
  stop(): void {
    for (const entry of this.entries.values()) entry.actor.stop();
    this.entries.clear();
    this.publish();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ReadonlyMap<string, PeerEventStatus> => this.statuses;

  /**
   * The statuses to show for `events`: an actor's (from `published`, the map the page read) where
   * the actor runs on these very event times and record, the rule's where it does not yet. That
   * is every event before the actors start, and the changed ones in the render that brings new
   * data, which `sync` (an effect) reaches only after it. So that render already shows the
   * new statuses, and the actors' publication that follows says the same and renders nothing
   * again (`shown`).
   */
  statusesFor(
    events: readonly ShownEvent[],
    records: RecordsByEvent,
    published: ReadonlyMap<string, PeerEventStatus>,
  ): ReadonlyMap<string, PeerEventStatus> {
    const now = this.now();
    const statuses = new Map<string, PeerEventStatus>();
    for (const event of events) {
      const record = records[event.id] ?? null;
      const entry = this.entries.get(event.id);
      const runsOnThese = entry !== undefined && entry.record === record && sameTimes(entry.event, event);
      statuses.set(event.id, (runsOnThese && published.get(event.id)) || statusByRule(event, record, now));
    }
    return this.shown(statuses);
  }

  /**
   * `statuses`, or the map this returned last time when it says the same: the page's first render
   * reads the rule directly, and the actors' first map (equal to it) then renders nothing again.
   */
  shown(statuses: ReadonlyMap<string, PeerEventStatus>): ReadonlyMap<string, PeerEventStatus> {
    if (sameStatuses(this.lastShown, statuses)) return this.lastShown;
    this.lastShown = statuses;
    return statuses;
  }

  private start(event: ShownEvent, record: AttendanceStatus | null) {
    const actor = createActor(eventStatusMachine, {
      // Only when given: xstate spreads the options over its defaults, so `clock: undefined`
      // would replace the browser's timers and every delayed transition would throw.
      ...(this.clock && { clock: this.clock }),
      input: { event, record, now: this.now },
    });
    this.entries.set(event.id, { actor, event, record });
    // A timer's transition arrives here outside `sync`: publish it at once.
    actor.subscribe(() => {
      if (!this.syncing) this.publish();
    });
    actor.start();
  }

  /** A new map for the listeners when some status differs from the last one published. */
  private publish() {
    const next = new Map<string, PeerEventStatus>();
    for (const [id, { actor }] of this.entries) next.set(id, viewOf(actor.getSnapshot()));
    if (sameStatuses(this.statuses, next)) return;
    this.statuses = next;
    for (const listener of this.listeners) listener();
  }
}

/** What the rule says without an actor: the status at `now`. */
function statusByRule(event: ShownEvent, record: AttendanceStatus | null, now: Date): PeerEventStatus {
  const name = peerEventStatusName(event, record, now);
  return { name, awaitingAttendance: name === 'registered' && event.end_date.getTime() <= now.getTime() };
}

function sameStatuses(a: ReadonlyMap<string, PeerEventStatus>, b: ReadonlyMap<string, PeerEventStatus>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, status] of b) {
    const before = a.get(id);
    if (!before || before.name !== status.name || before.awaitingAttendance !== status.awaitingAttendance) return false;
  }
  return true;
}
