import { describe, expect, it } from 'vitest';
import { baseEventColor, peerCalendar, peerEventState } from './events.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-10T15:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);
const event = (startH: number, endH: number, type: 'deadline' | 'other' = 'other') => ({
  type,
  start_date: at(startH),
  end_date: at(endH),
});

describe('baseEventColor', () => {
  it('is yellow for a deadline, past or future', () => {
    expect(baseEventColor(event(-5, -4, 'deadline'), now)).toBe('yellow');
    expect(baseEventColor(event(5, 6, 'deadline'), now)).toBe('yellow');
  });
  it('is green for a future start and grey once the start has passed', () => {
    expect(baseEventColor(event(1, 2), now)).toBe('green');
    expect(baseEventColor(event(-1, 2), now)).toBe('grey');
    expect(baseEventColor(event(0, 2), now)).toBe('grey');
  });
});

describe('peerEventState', () => {
  it('is blue when attended, whatever the time', () => {
    expect(peerEventState(event(-100, -99), { status: 'attended' }, now)).toEqual({
      status: 'attended',
      color: 'blue',
    });
    expect(peerEventState(event(10, 11), { status: 'attended' }, now)).toEqual({ status: 'attended', color: 'blue' });
  });
  it('is green while registered before the start', () => {
    expect(peerEventState(event(2, 3), { status: 'registered' }, now)).toEqual({
      status: 'registered',
      color: 'green',
    });
  });
  it('is orange from the start until one hour after the end', () => {
    expect(peerEventState(event(-1, 1), { status: 'registered' }, now).color).toBe('orange');
    expect(peerEventState(event(-2, -0.5), { status: 'registered' }, now).color).toBe('orange');
  });
  it('is green again between end + 1 h and end + 24 h (the spec leaves that window green)', () => {
    expect(peerEventState(event(-3, -1), { status: 'registered' }, now).color).toBe('green');
    expect(peerEventState(event(-25, -24), { status: 'registered' }, now).color).toBe('green');
  });
  it('is absent and red once end + 24 h has passed', () => {
    expect(peerEventState(event(-26, -24.01), { status: 'registered' }, now)).toEqual({
      status: 'absent',
      color: 'red',
    });
  });
  it('without a record is yellow for a deadline and grey otherwise', () => {
    expect(peerEventState(event(5, 5, 'deadline'), undefined, now)).toEqual({ status: null, color: 'yellow' });
    expect(peerEventState(event(5, 6), undefined, now)).toEqual({ status: null, color: 'grey' });
  });
});

describe('peerCalendar', () => {
  it('keeps events that end in the future or carry a status, sorted by start', () => {
    const events = [
      { id: 'future', ...event(48, 49) },
      { id: 'past-no-record', ...event(-48, -47) },
      { id: 'past-attended', ...event(-72, -71) },
      { id: 'running', ...event(-1, 1) },
    ];
    const records = [{ event_id: 'past-attended', status: 'attended' as const }];
    const calendar = peerCalendar(events, records, now);
    expect(calendar.map((e) => [e.id, e.color])).toEqual([
      ['past-attended', 'blue'],
      ['running', 'grey'],
      ['future', 'grey'],
    ]);
  });
});
