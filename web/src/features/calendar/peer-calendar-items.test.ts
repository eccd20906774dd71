import { EVENT_COLORS } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { PEER_LEGEND, peerCalendarItems } from './peer-calendar-items.ts';

const start = new Date('2026-03-09T14:00:00Z');
const end = new Date('2026-03-09T15:00:00Z');

describe('peerCalendarItems', () => {
  it('draws each event with the machine status, its colour and its words', () => {
    const items = peerCalendarItems(
      [
        { id: 'a', title: 'Kickoff', start_date: start, end_date: end },
        { id: 'b', title: 'Check-in', start_date: start, end_date: end },
        { id: 'c', title: 'Report due', start_date: start, end_date: start },
      ],
      new Map([
        ['a', { name: 'in-progress', awaitingAttendance: false }],
        ['b', { name: 'registered', awaitingAttendance: true }],
        ['c', { name: 'deadline', awaitingAttendance: false }],
      ]),
    );
    expect(items).toEqual([
      { id: 'a', title: 'Kickoff', start, end, status: 'in-progress', color: 'orange', statusLabel: 'Happening now' },
      {
        id: 'b',
        title: 'Check-in',
        start,
        end,
        status: 'registered',
        color: 'green',
        statusLabel: 'Awaiting attendance',
      },
      { id: 'c', title: 'Report due', start, end: start, status: 'deadline', color: 'yellow', statusLabel: 'Deadline' },
    ]);
  });

  it('leaves out an event whose status is not known yet', () => {
    expect(peerCalendarItems([{ id: 'a', title: 'A', start_date: start, end_date: end }], new Map())).toEqual([]);
  });
});

describe('PEER_LEGEND', () => {
  it("names every colour once, in the peer's words", () => {
    expect(PEER_LEGEND.map((entry) => entry.color).sort()).toEqual([...EVENT_COLORS].sort());
    expect(PEER_LEGEND.map((entry) => entry.label)).toEqual([
      'Registered',
      'Happening now',
      'Attended',
      'Absent',
      'Deadline',
      'Not registered',
    ]);
  });
});
