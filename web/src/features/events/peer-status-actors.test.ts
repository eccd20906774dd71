import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { PeerStatusActors, type ShownEvent } from './peer-status-actors.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-09T14:00:00Z');

const event = (id: string, startHours: number, endHours = startHours + 1): ShownEvent => ({
  id,
  type: 'other',
  start_date: new Date(T0 + startHours * HOUR),
  end_date: new Date(T0 + endHours * HOUR),
});

function setUp() {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actors = new PeerStatusActors(clock, () => new Date(clock.now()));
  const listener = vi.fn();
  actors.subscribe(listener);
  const names = () => Object.fromEntries([...actors.getSnapshot()].map(([id, s]) => [id, s.name]));
  return { clock, actors, listener, names };
}

describe('PeerStatusActors', () => {
  it('gives each event its status and tells subscribers once per change', () => {
    const { actors, listener, names } = setUp();
    actors.sync([event('a', 1), event('b', -2), event('c', 5)], { a: 'registered', b: 'attended' });
    expect(names()).toEqual({ a: 'registered', b: 'attended', c: 'other' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same map, and stays quiet, when a sync changes no status', () => {
    const { actors, listener } = setUp();
    const events = [event('a', 1)];
    actors.sync(events, { a: 'registered' });
    const before = actors.getSnapshot();
    // New objects with the same data, as a Firestore snapshot delivers them.
    actors.sync([event('a', 1)], { a: 'registered' });
    expect(actors.getSnapshot()).toBe(before);
    // A moved event whose status stays green: no change to publish either.
    actors.sync([event('a', 2)], { a: 'registered' });
    expect(actors.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives back the map shown before while the statuses are the same, and a new one when one changes', () => {
    const { actors } = setUp();
    // The page's first render: the statuses read from the rule, before any actor runs.
    const fromRule = new Map([['a', { name: 'registered' as const, awaitingAttendance: false }]]);
    expect(actors.shown(fromRule)).toBe(fromRule);
    actors.sync([event('a', 1)], { a: 'registered' });
    expect(actors.getSnapshot()).not.toBe(fromRule);
    expect(actors.shown(actors.getSnapshot())).toBe(fromRule);
    actors.sync([event('a', 1)], { a: 'attended' });
    const changed = actors.getSnapshot();
    expect(actors.shown(changed)).toBe(changed);
    expect(changed.get('a')?.name).toBe('attended');
  });

  it('shows the rule for what the actors have not seen yet, and the same map once they have', () => {
    const { actors } = setUp();
    const events = [event('a', -2), event('b', 5)];
    // Before any actor runs: the rule.
    const first = actors.statusesFor(events, { a: 'registered' }, actors.getSnapshot());
    expect(first.get('a')).toEqual({ name: 'registered', awaitingAttendance: true });
    expect(first.get('b')?.name).toBe('other');
    actors.sync(events, { a: 'registered' });
    expect(actors.statusesFor(events, { a: 'registered' }, actors.getSnapshot())).toBe(first);
    // New data (a's attendance taken) renders before the actors are told: the rule says attended.
    const withRecord = actors.statusesFor(events, { a: 'attended' }, actors.getSnapshot());
    expect(withRecord.get('a')?.name).toBe('attended');
    // The actors' publication that follows says the same: the same map, nothing to render again.
    actors.sync(events, { a: 'attended' });
    expect(actors.statusesFor(events, { a: 'attended' }, actors.getSnapshot())).toBe(withRecord);
  });

  it('reads the rule for an event whose times changed until its actor is told', () => {
    const { actors } = setUp();
    actors.sync([event('a', 5)], { a: 'registered' });
    const moved = [event('a', -0.5)];
    expect(actors.statusesFor(moved, { a: 'registered' }, actors.getSnapshot()).get('a')?.name).toBe('in-progress');
  });

  it('publishes a boundary the moment it passes', () => {
    const { clock, actors, listener, names } = setUp();
    actors.sync([event('a', 1), event('b', 3)], { a: 'registered', b: 'registered' });
    listener.mockClear();
    clock.set(T0 + HOUR);
    expect(listener).not.toHaveBeenCalled();
    clock.set(T0 + HOUR + 1);
    expect(names()).toEqual({ a: 'in-progress', b: 'registered' });
    expect(listener).toHaveBeenCalledTimes(1);
    clock.set(T0 + 3 * HOUR);
    expect(actors.getSnapshot().get('a')).toEqual({ name: 'registered', awaitingAttendance: true });
  });

  it('turns an event blue as soon as its record says attended', () => {
    const { clock, actors, names } = setUp();
    const events = [event('a', -0.5)];
    actors.sync(events, { a: 'registered' });
    expect(names()).toEqual({ a: 'in-progress' });
    actors.sync(events, { a: 'attended' });
    expect(names()).toEqual({ a: 'attended' });
    clock.set(T0 + 48 * HOUR);
    expect(names()).toEqual({ a: 'attended' });
  });

  it('follows an edited event at once', () => {
    const { actors, names } = setUp();
    actors.sync([event('a', 5)], { a: 'registered' });
    actors.sync([event('a', -0.5)], { a: 'registered' });
    expect(names()).toEqual({ a: 'in-progress' });
  });

  it('stops the actor of an event that is no longer shown, so its timers never fire', () => {
    const { clock, actors, listener, names } = setUp();
    actors.sync([event('a', 1), event('b', 2)], { a: 'registered', b: 'registered' });
    actors.sync([event('b', 2)], { b: 'registered' });
    expect(names()).toEqual({ b: 'registered' });
    listener.mockClear();
    clock.set(T0 + HOUR + 1);
    expect(listener).not.toHaveBeenCalled();
    expect(names()).toEqual({ b: 'registered' });
  });

  it('stops everything and can start again', () => {
    const { clock, actors, names } = setUp();
    actors.sync([event('a', 1)], { a: 'registered' });
    actors.stop();
    expect(names()).toEqual({});
    clock.set(T0 + HOUR + 1);
    actors.sync([event('a', 1)], { a: 'registered' });
    expect(names()).toEqual({ a: 'in-progress' });
  });
});

describe("PeerStatusActors on the browser's own timers (no clock given)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns orange at the start, and still follows the record afterwards', () => {
    vi.useFakeTimers({ now: T0 });
    const actors = new PeerStatusActors();
    const names = () => Object.fromEntries([...actors.getSnapshot()].map(([id, s]) => [id, s.name]));
    const events = [event('a', 1)];
    actors.sync(events, { a: 'registered' });
    expect(names()).toEqual({ a: 'registered' });
    vi.advanceTimersByTime(HOUR);
    expect(names()).toEqual({ a: 'registered' });
    vi.advanceTimersByTime(1);
    expect(names()).toEqual({ a: 'in-progress' });
    // A record change after a timer was set: an actor whose scheduling had failed would ignore it.
    actors.sync(events, { a: 'attended' });
    expect(names()).toEqual({ a: 'attended' });
    actors.stop();
  });
});
