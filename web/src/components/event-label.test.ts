import { EVENT_COLORS, peerCalendar } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import {
  AWAITING_ATTENDANCE,
  BASE_EVENT_LABELS,
  EVENT_SWATCHES,
  PEER_EVENT_LABELS,
  peerEventLabel,
} from './event-label.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-09T15:00:00Z');

function event(id: string, type: 'deadline' | 'other', startHours: number, endHours: number) {
  return {
    id,
    type,
    start_date: new Date(now.getTime() + startHours * HOUR),
    end_date: new Date(now.getTime() + endHours * HOUR),
  };
}

describe('event colours on screen', () => {
  it('gives every domain colour its own swatch and its own peer label', () => {
    const swatches = EVENT_COLORS.map((color) => EVENT_SWATCHES[color]);
    const labels = EVENT_COLORS.map((color) => PEER_EVENT_LABELS[color]);
    expect(new Set(swatches).size).toBe(EVENT_COLORS.length);
    expect(new Set(labels).size).toBe(EVENT_COLORS.length);
  });

  it('names the base colours for staff', () => {
    expect([BASE_EVENT_LABELS.yellow, BASE_EVENT_LABELS.green, BASE_EVENT_LABELS.grey]).toEqual([
      'Deadline',
      'Upcoming',
      'Started',
    ]);
  });
});

describe('peerEventLabel', () => {
  // Each case goes through the domain's peerCalendar so the label follows the real colour rules.
  function labelOf(e: ReturnType<typeof event>, status?: 'registered' | 'attended'): string | undefined {
    const records = status ? [{ event_id: e.id, status }] : [];
    const [calendarEvent] = peerCalendar([e], records, now);
    return calendarEvent && peerEventLabel(calendarEvent, now);
  }

  it('labels attended, absent, in progress and registered events', () => {
    expect(labelOf(event('a', 'other', -30, -29), 'attended')).toBe('Attended');
    expect(labelOf(event('b', 'other', -30, -29), 'registered')).toBe('Absent');
    expect(labelOf(event('c', 'other', -0.5, 0.5), 'registered')).toBe('Happening now');
    expect(labelOf(event('d', 'other', 24, 25), 'registered')).toBe('Registered');
  });

  it('labels events without a record', () => {
    expect(labelOf(event('e', 'deadline', 24, 24))).toBe('Deadline');
    expect(labelOf(event('f', 'other', 24, 25))).toBe('Not registered');
  });

  it('says a registered event that ended is awaiting attendance, until it turns absent', () => {
    // Ended 3 hours ago: past the orange window, not yet past the 24-hour grace.
    expect(labelOf(event('g', 'other', -4, -3), 'registered')).toBe(AWAITING_ATTENDANCE);
  });
});
