/** The staff list's filter, the next instant a status changes, and the order helpers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_FILTERS,
  announcementStatus,
  byDisplayOrder,
  filterAnnouncements,
  moveItem,
  nextAnnouncementChange,
  orderForNewAnnouncement,
  reorderWrites,
} from './announcements.ts';

const now = new Date('2026-03-09T15:00:00Z');
const at = (iso: string) => new Date(iso);
type Item = {
  id: string;
  order: number;
  display: 'manual' | 'timed';
  visible: boolean;
  start_date: Date | null;
  end_date: Date | null;
};
const manual = (id: string, visible: boolean, order: number): Item => ({
  id,
  order,
  display: 'manual',
  visible,
  start_date: null,
  end_date: null,
});
const timed = (id: string, start: string | null, end: string | null, order: number): Item => ({
  id,
  order,
  display: 'timed',
  visible: true,
  start_date: start ? at(start) : null,
  end_date: end ? at(end) : null,
});

const list: Item[] = [
  timed('expired', '2026-03-01T00:00:00Z', '2026-03-08T00:00:00Z', 4),
  manual('welcome', true, 1),
  manual('draft', false, 2),
  timed('live', '2026-03-08T00:00:00Z', '2026-03-12T00:00:00Z', 3),
  timed('scheduled', '2026-03-10T00:00:00Z', '2026-03-12T00:00:00Z', 5),
  timed('broken', null, '2026-03-12T00:00:00Z', 6),
];
const ids = (items: readonly Item[]) => items.map((i) => i.id);

describe('filterAnnouncements', () => {
  it("'all' (the default) keeps everything, in display order", () => {
    expect(ids(filterAnnouncements(list, 'all', now))).toEqual([
      'welcome',
      'draft',
      'live',
      'expired',
      'scheduled',
      'broken',
    ]);
  });
  it("'visible' keeps what peers see now: manual switched on and timed inside the window", () => {
    expect(ids(filterAnnouncements(list, 'visible', now))).toEqual(['welcome', 'live']);
  });
  it("'hidden' keeps manual ones switched off, and timed ones without a complete window", () => {
    expect(ids(filterAnnouncements(list, 'hidden', now))).toEqual(['draft', 'broken']);
  });
  it("'live', 'scheduled' and 'expired' place timed ones against their window", () => {
    expect(ids(filterAnnouncements(list, 'live', now))).toEqual(['live']);
    expect(ids(filterAnnouncements(list, 'scheduled', now))).toEqual(['scheduled']);
    expect(ids(filterAnnouncements(list, 'expired', now))).toEqual(['expired']);
  });
  it('counts both bounds of the window as live', () => {
    const edge = timed('edge', '2026-03-09T15:00:00Z', '2026-03-09T16:00:00Z', 1);
    expect(ids(filterAnnouncements([edge], 'live', now))).toEqual(['edge']);
    expect(ids(filterAnnouncements([edge], 'live', at('2026-03-09T16:00:00Z')))).toEqual(['edge']);
    expect(ids(filterAnnouncements([edge], 'expired', at('2026-03-09T16:00:00.001Z')))).toEqual(['edge']);
  });
  it('puts every announcement in exactly one of visible, hidden, scheduled and expired', () => {
    const parts = (['visible', 'hidden', 'scheduled', 'expired'] as const).flatMap((f) =>
      ids(filterAnnouncements(list, f, now)),
    );
    expect(parts.sort()).toEqual(ids(list).sort());
    expect(ANNOUNCEMENT_FILTERS[0]).toBe('all');
  });
});

describe('nextAnnouncementChange', () => {
  it('is the next start, or 1 ms after the next end, of a timed announcement', () => {
    expect(nextAnnouncementChange(list, now)).toBe(at('2026-03-10T00:00:00Z').getTime());
    expect(nextAnnouncementChange(list, at('2026-03-10T00:00:00Z'))).toBe(at('2026-03-12T00:00:00Z').getTime() + 1);
  });
  it('is Infinity when no time will change anything', () => {
    expect(nextAnnouncementChange([manual('a', true, 0), timed('b', null, null, 1)], now)).toBe(Infinity);
    expect(nextAnnouncementChange(list, at('2027-01-01T00:00:00Z'))).toBe(Infinity);
  });
  it('is exactly where a status changes, at random instants (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -5_000, max: 15_000 }),
        (start, length, t) => {
          const a = {
            display: 'timed' as const,
            visible: true,
            start_date: new Date(start),
            end_date: new Date(start + length),
          };
          const next = nextAnnouncementChange([a], new Date(t));
          if (next === Infinity) {
            expect(announcementStatus(a, new Date(t))).toBe(announcementStatus(a, new Date(t + 1e9)));
            return;
          }
          // Unchanged until just before the boundary, changed at it.
          expect(announcementStatus(a, new Date(next - 1))).toBe(announcementStatus(a, new Date(t)));
          expect(announcementStatus(a, new Date(next))).not.toBe(announcementStatus(a, new Date(next - 1)));
        },
      ),
    );
  });
});

describe('order', () => {
  it('puts a new announcement first', () => {
    expect(orderForNewAnnouncement([])).toBe(0);
    expect(orderForNewAnnouncement([{ order: 2 }, { order: 0 }, { order: 5 }])).toBe(-1);
  });
  it('breaks a tie of orders by id, so every page agrees', () => {
    expect(ids(byDisplayOrder([manual('b', true, 1), manual('a', true, 1), manual('c', true, 0)]))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
  it('writes only the orders that change', () => {
    const current = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(reorderWrites(['a', 'c', 'b'], current)).toEqual([
      { id: 'c', order: 1 },
      { id: 'b', order: 2 },
    ]);
    expect(reorderWrites(['a', 'b', 'c'], current)).toEqual([]);
  });
  it('moves an item from one place to another, and ignores a move out of range', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
