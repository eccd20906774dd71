import { EVENT_COLORS, PEER_EVENT_STATUSES, type PeerEventStatusName } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import {
  AWAITING_ATTENDANCE,
  BASE_EVENT_LABELS,
  EVENT_SWATCHES,
  PEER_EVENT_LABELS,
  peerStatusLabel,
} from './event-label.ts';

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

describe('peerStatusLabel', () => {
  const label = (name: PeerEventStatusName, awaitingAttendance = false) =>
    peerStatusLabel({ name, awaitingAttendance });

  it("labels every status in the peer's words", () => {
    expect(PEER_EVENT_STATUSES.map((name) => label(name))).toEqual([
      'Attended',
      'Absent',
      'Happening now',
      'Registered',
      'Deadline',
      'Not registered',
    ]);
  });

  it('says a registered event that ended is awaiting attendance', () => {
    expect(label('registered', true)).toBe(AWAITING_ATTENDANCE);
  });
});
