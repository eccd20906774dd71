/**
 * The peer event-status lifecycle (spec section 4) as one actor per shown event: green ->
 * orange -> green -> red, or blue the moment the record says attended. The actor waits for the
 * exact instants at which the status changes (domain statusBoundaries), so an open calendar
 * changes colour at the right millisecond without polling; a changed record or event re-evaluates
 * at once. Which state is right at any instant is always the domain's rule (peerEventStatusName):
 * the machine only decides when to ask again.
 */
import {
  nextStatusChange,
  peerEventStatusName,
  statusBoundaries,
  type AttendanceStatus,
  type CalendarEvent,
  type PeerEventStatusName,
} from '@peer-coaching/domain';
import { assign, setup, type SnapshotFrom } from 'xstate';
// A wait longer than a timer can hold is cut (use-now.ts); the cut timer re-evaluates when it fires.
import { timerDelay } from '../../../components/use-now.ts';

export type TimedEvent = Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>;

export interface EventStatusInput {
  event: TimedEvent;
  /** The peer's own record for the event; null when there is none. */
  record: AttendanceStatus | null;
  /** The clock. Tests pass the simulated clock's time, so delays and evaluation agree. */
  now: () => Date;
}

export type EventStatusContext = EventStatusInput;

export type EventStatusEvent =
  { type: 'RECORD_CHANGED'; status: AttendanceStatus | null } | { type: 'EVENT_CHANGED'; event: TimedEvent };

const statusNow = ({ event, record, now }: EventStatusContext) => peerEventStatusName(event, record, now());

/**
 * A registered (green) peer waits either for the start (orange 1 ms after it) or, once the event
 * is over, for end + 24 h (absent 1 ms after it). Which of the two comes next is the domain's
 * answer, so an event whose dates are out of order is still followed correctly.
 */
function waitsForStart(context: EventStatusContext): boolean {
  const now = context.now();
  return nextStatusChange(context.event, context.record, now)?.getTime() === statusBoundaries(context.event).start + 1;
}

export const eventStatusMachine = setup({
  types: {
    context: {} as EventStatusContext,
    events: {} as EventStatusEvent,
    input: {} as EventStatusInput,
  },
  guards: {
    is: ({ context }, params: { status: PeerEventStatusName }) => statusNow(context) === params.status,
    waitsForStart: ({ context }) => waitsForStart(context),
  },
  delays: {
    /** Orange 1 ms after the start: section 4 says "start has passed". */
    untilStart: ({ context }) => timerDelay(statusBoundaries(context.event).start + 1, context.now()),
    /** Green again at end + 1 h: from that instant it is no longer "still in the future". */
    untilWindowEnd: ({ context }) => timerDelay(statusBoundaries(context.event).windowEnd, context.now()),
    /** Absent (red) 1 ms after end + 24 h: "has passed". */
    untilGraceEnd: ({ context }) => timerDelay(statusBoundaries(context.event).graceEnd + 1, context.now()),
  },
  actions: {
    setRecord: assign({
      record: ({ event }) => (event.type === 'RECORD_CHANGED' ? event.status : null),
    }),
    setEvent: assign({
      event: ({ context, event }) => (event.type === 'EVENT_CHANGED' ? event.event : context.event),
    }),
  },
}).createMachine({
  id: 'eventStatus',
  context: ({ input }) => ({ event: input.event, record: input.record, now: input.now }),
  initial: 'evaluating',
  on: {
    RECORD_CHANGED: { target: '.evaluating', actions: 'setRecord' },
    EVENT_CHANGED: { target: '.evaluating', actions: 'setEvent' },
  },
  states: {
    /** Transient: picks the state the domain's rule gives now. */
    evaluating: {
      always: [
        { guard: { type: 'is', params: { status: 'attended' } }, target: 'attended' },
        { guard: { type: 'is', params: { status: 'absent' } }, target: 'absent' },
        { guard: { type: 'is', params: { status: 'in-progress' } }, target: 'in-progress' },
        { guard: { type: 'is', params: { status: 'registered' } }, target: 'registered' },
        { guard: { type: 'is', params: { status: 'deadline' } }, target: 'deadline' },
        { target: 'other' },
      ],
    },
    /** Blue; only a record change moves it. */
    attended: {},
    /** Red; only a record change moves it. */
    absent: {},
    /** Orange: registered, the start has passed and end + 1 h is still ahead. */
    'in-progress': {
      after: { untilWindowEnd: 'evaluating' },
    },
    /** Green: registered, before the start or in the day after the event. */
    registered: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'waitsForStart', target: 'upcoming' }, { target: 'awaiting-attendance' }],
        },
        upcoming: {
          after: { untilStart: '#eventStatus.evaluating' },
        },
        /** The event is over; a facilitator may still mark attendance before it counts as absent. */
        'awaiting-attendance': {
          after: { untilGraceEnd: '#eventStatus.evaluating' },
        },
      },
    },
    /** Yellow: a deadline without a record. Time does not change it. */
    deadline: {},
    /** Grey: no record. Time does not change it. */
    other: {},
  },
});

export type EventStatusSnapshot = SnapshotFrom<typeof eventStatusMachine>;

/** The status by name (data-status) of a snapshot: its top-level state. */
export function statusOf(snapshot: EventStatusSnapshot): PeerEventStatusName {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PeerEventStatusName;
}

/** Green after the event: the peer waits for a facilitator to take attendance. */
export const isAwaitingAttendance = (snapshot: EventStatusSnapshot) =>
  snapshot.matches({ registered: 'awaiting-attendance' });
