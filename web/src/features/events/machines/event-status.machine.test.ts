import { peerEventStatusName, type AttendanceStatus } from '@peer-coaching/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MAX_TIMER_MS, timerDelay } from '../../../components/use-now.ts';
import { eventStatusMachine, isAwaitingAttendance, statusOf, type TimedEvent } from './event-status.machine.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Monday 9 March 2026, 10:00 in New York (the day after the switch to daylight time). */
const START = Date.parse('2026-03-09T14:00:00Z');

function event(start: number, durationMs = HOUR, type: TimedEvent['type'] = 'other'): TimedEvent {
  return { type, start_date: new Date(start), end_date: new Date(start + durationMs) };
}

/**
 * A started actor on a simulated clock set to `at`; the input's `now` reads that clock, as the
 * browser's Date does for the real one. Every delay the actor asks for is recorded.
 */
function run(timed: TimedEvent, record: AttendanceStatus | null, at: number) {
  const clock = new SimulatedClock();
  clock.set(at);
  const delays: number[] = [];
  const setTimeout = clock.setTimeout.bind(clock);
  clock.setTimeout = (fn, timeout) => {
    delays.push(timeout);
    return setTimeout(fn, timeout);
  };
  const actor = createActor(eventStatusMachine, {
    clock,
    input: { event: timed, record, now: () => new Date(clock.now()) },
  }).start();
  const seen = [statusOf(actor.getSnapshot())];
  actor.subscribe((snapshot) => {
    if (statusOf(snapshot) !== seen.at(-1)) seen.push(statusOf(snapshot));
  });
  return {
    actor,
    clock,
    delays,
    /** Every status the actor has been in, in order (repeats collapsed). */
    seen,
    status: () => statusOf(actor.getSnapshot()),
    /** Moves the clock to `instant` (firing what is due) and answers the status there. */
    at(instant: number) {
      clock.set(instant);
      return statusOf(actor.getSnapshot());
    },
  };
}

describe('timerDelay', () => {
  it('waits until the instant, never less than 0 and never more than a timer can hold', () => {
    const now = new Date(START);
    expect(timerDelay(START + 5, now)).toBe(5);
    expect(timerDelay(START - 5, now)).toBe(0);
    expect(timerDelay(START + 40 * DAY, now)).toBe(MAX_TIMER_MS);
  });
});

describe('eventStatusMachine', () => {
  it('goes green -> orange -> green -> red at the boundaries, to the millisecond', () => {
    const timed = event(START);
    const end = START + HOUR;
    const t = run(timed, 'registered', START - DAY);

    expect(t.status()).toBe('registered');
    expect(t.at(START)).toBe('registered');
    expect(t.at(START + 1)).toBe('in-progress');
    expect(t.at(end + HOUR - 1)).toBe('in-progress');
    expect(t.at(end + HOUR)).toBe('registered');
    expect(isAwaitingAttendance(t.actor.getSnapshot())).toBe(true);
    expect(t.at(end + DAY)).toBe('registered');
    expect(t.at(end + DAY + 1)).toBe('absent');
    expect(t.seen).toEqual(['registered', 'in-progress', 'registered', 'absent']);
  });

  it('waits for exactly the next boundary, not a polling interval', () => {
    const t = run(event(START), 'registered', START - 2 * HOUR);
    expect(t.delays).toEqual([2 * HOUR + 1]);
    t.at(START + 1);
    expect(t.delays.at(-1)).toBe(2 * HOUR - 1);
    t.at(START + 2 * HOUR);
    expect(t.delays.at(-1)).toBe(23 * HOUR + 1);
    t.at(START + DAY + HOUR + 1);
    // Absent is final: no timer.
    expect(t.delays).toHaveLength(3);
  });

  it('starts in the right state at any instant', () => {
    const timed = event(START);
    expect(run(timed, 'registered', START + 30 * MINUTE).status()).toBe('in-progress');
    expect(run(timed, 'registered', START + 3 * HOUR).status()).toBe('registered');
    expect(run(timed, 'registered', START + 3 * DAY).status()).toBe('absent');
    expect(run(timed, 'attended', START - DAY).status()).toBe('attended');
    expect(run(timed, null, START - DAY).status()).toBe('other');
  });

  it('turns blue at once when the peer is marked attended mid-event, and stays blue', () => {
    const t = run(event(START), 'registered', START + 10 * MINUTE);
    expect(t.status()).toBe('in-progress');
    t.actor.send({ type: 'RECORD_CHANGED', status: 'attended' });
    expect(t.status()).toBe('attended');
    expect(t.at(START + 3 * DAY)).toBe('attended');
    expect(t.seen).toEqual(['in-progress', 'attended']);
  });

  it('turns grey when the record is removed, and no timer changes it afterwards', () => {
    const t = run(event(START), 'registered', START - HOUR);
    t.actor.send({ type: 'RECORD_CHANGED', status: null });
    expect(t.status()).toBe('other');
    expect(t.at(START + 1)).toBe('other');
    expect(t.at(START + 3 * DAY)).toBe('other');
    expect(t.seen).toEqual(['registered', 'other']);
  });

  it('follows a registration that arrives later (an attendance mark taken back and given again)', () => {
    const t = run(event(START), null, START - HOUR);
    expect(t.status()).toBe('other');
    t.actor.send({ type: 'RECORD_CHANGED', status: 'registered' });
    expect(t.status()).toBe('registered');
    expect(t.at(START + 1)).toBe('in-progress');
    t.actor.send({ type: 'RECORD_CHANGED', status: 'attended' });
    t.actor.send({ type: 'RECORD_CHANGED', status: 'registered' });
    expect(t.status()).toBe('in-progress');
    expect(t.at(START + 3 * DAY)).toBe('absent');
  });

  it('waits for an event 40 days ahead in timers a browser can hold, and still turns orange on time', () => {
    const start = START + 40 * DAY;
    const t = run(event(start), 'registered', START);
    expect(t.delays).toEqual([MAX_TIMER_MS]);
    // The cut timer fires, finds nothing changed, and waits again from there.
    expect(t.at(START + MAX_TIMER_MS)).toBe('registered');
    expect(t.delays).toEqual([MAX_TIMER_MS, start + 1 - (START + MAX_TIMER_MS)]);
    expect(t.at(start)).toBe('registered');
    expect(t.at(start + 1)).toBe('in-progress');
    expect(t.delays.every((delay) => delay <= MAX_TIMER_MS)).toBe(true);
    expect(t.seen).toEqual(['registered', 'in-progress']);
  });

  it('keeps a deadline without a record yellow whatever the time', () => {
    const t = run(event(START, 0, 'deadline'), null, START - DAY);
    expect(t.status()).toBe('deadline');
    expect(t.at(START + 1)).toBe('deadline');
    expect(t.at(START + 3 * DAY)).toBe('deadline');
    expect(t.delays).toEqual([]);
  });

  it('follows a deadline the peer is registered for through its boundaries', () => {
    const t = run(event(START, 0, 'deadline'), 'registered', START - DAY);
    expect(t.at(START)).toBe('registered');
    expect(t.at(START + 1)).toBe('in-progress');
    expect(t.at(START + HOUR)).toBe('registered');
    expect(t.at(START + DAY)).toBe('registered');
    expect(t.at(START + DAY + 1)).toBe('absent');
  });

  it('re-evaluates at once when the event is edited, and waits for its new boundaries', () => {
    const t = run(event(START), 'registered', START + 30 * MINUTE);
    expect(t.status()).toBe('in-progress');
    // Moved to tomorrow: green again now, and the old end + 1 h no longer matters.
    const moved = START + DAY;
    t.actor.send({ type: 'EVENT_CHANGED', event: event(moved) });
    expect(t.status()).toBe('registered');
    expect(t.at(START + 2 * HOUR + 1)).toBe('registered');
    expect(t.at(moved + 1)).toBe('in-progress');
    // Shortened so that it ended two hours ago: green, awaiting attendance, at once.
    t.actor.send({ type: 'EVENT_CHANGED', event: event(moved - 3 * HOUR) });
    expect(t.status()).toBe('registered');
    expect(isAwaitingAttendance(t.actor.getSnapshot())).toBe(true);
    expect(t.at(moved - 2 * HOUR + DAY + 1)).toBe('absent');
  });

  it('follows an event across the change from daylight time (1 November 2026 in New York)', () => {
    // 1:30 AM EDT to 1:30 AM EST: two hours of real time.
    const start = Date.parse('2026-11-01T05:30:00Z');
    const timed = { type: 'other' as const, start_date: new Date(start), end_date: new Date(start + 2 * HOUR) };
    const t = run(timed, 'registered', start - HOUR);
    expect(t.at(start + 1)).toBe('in-progress');
    expect(t.at(start + 3 * HOUR - 1)).toBe('in-progress');
    expect(t.at(start + 3 * HOUR)).toBe('registered');
    expect(t.at(start + 2 * HOUR + DAY + 1)).toBe('absent');
  });

  it('agrees with the domain rule at every instant it is looked at (random events and times)', () => {
    const record = fc.constantFrom<AttendanceStatus | null>('registered', 'attended', null);
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * DAY, max: 60 * DAY }),
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.constantFrom<TimedEvent['type']>('other', 'deadline'),
        record,
        fc.array(fc.integer({ min: 0, max: 10 * DAY }), { minLength: 1, maxLength: 12 }),
        (offset, duration, type, status, steps) => {
          const timed = event(START + offset, duration, type);
          const t = run(timed, status, START);
          let instant = START;
          for (const step of steps) {
            instant += step;
            expect(t.at(instant)).toBe(peerEventStatusName(timed, status, new Date(instant)));
          }
          expect(t.delays.every((delay) => delay >= 0 && delay <= MAX_TIMER_MS)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
