import { describe, expect, it } from 'vitest';
import {
  announcementsFor,
  byDisplayOrder,
  isVisibleToPeer,
  TIMED_WINDOW_MARGIN_MS,
  TIMED_WINDOW_SLOT_MS,
  timedWindowBounds,
  timedWindowSlot,
} from './announcements.ts';

const now = new Date('2026-05-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const timed = (startDays: number, endDays: number) => ({
  display: 'timed' as const,
  visible: false,
  start_date: new Date(now.getTime() + startDays * day),
  end_date: new Date(now.getTime() + endDays * day),
});
const manual = (visible: boolean) => ({ display: 'manual' as const, visible, start_date: null, end_date: null });

describe('isVisibleToPeer', () => {
  it('shows a manual announcement only when visible', () => {
    expect(isVisibleToPeer(manual(true), now)).toBe(true);
    expect(isVisibleToPeer(manual(false), now)).toBe(false);
  });
  it('shows a timed announcement only between its start and end, inclusive', () => {
    expect(isVisibleToPeer(timed(-1, 1), now)).toBe(true);
    expect(isVisibleToPeer(timed(0, 0), now)).toBe(true);
    expect(isVisibleToPeer(timed(-3, -1), now)).toBe(false);
    expect(isVisibleToPeer(timed(1, 3), now)).toBe(false);
    expect(isVisibleToPeer({ ...timed(-1, 1), end_date: null }, now)).toBe(false);
  });
});

describe('announcementsFor', () => {
  const all = [manual(true), manual(false), timed(-1, 1), timed(2, 3)];
  it('gives staff everything and peers the visible ones', () => {
    expect(announcementsFor('admin', all, now)).toHaveLength(4);
    expect(announcementsFor('facilitator', all, now)).toHaveLength(4);
    expect(announcementsFor('peer', all, now)).toEqual([all[0], all[2]]);
  });
});

describe('byDisplayOrder', () => {
  it('sorts by order without touching the input', () => {
    const input = [{ order: 3 }, { order: 1 }, { order: 2 }];
    expect(byDisplayOrder(input).map((a) => a.order)).toEqual([1, 2, 3]);
    expect(input.map((a) => a.order)).toEqual([3, 1, 2]);
  });
});

describe('timedWindowBounds', () => {
  it('brackets every instant of the slot, with the margin on both sides', () => {
    for (const offset of [0, 1, TIMED_WINDOW_SLOT_MS / 2, TIMED_WINDOW_SLOT_MS - 1]) {
      const at = new Date(now.getTime() + offset);
      const { startedBy, endsNoSoonerThan, nextSlotAt } = timedWindowBounds(timedWindowSlot(at));
      expect(at.getTime() - startedBy.getTime()).toBeGreaterThanOrEqual(TIMED_WINDOW_MARGIN_MS);
      expect(endsNoSoonerThan.getTime() - at.getTime()).toBeGreaterThan(TIMED_WINDOW_MARGIN_MS);
      expect(nextSlotAt.getTime()).toBeGreaterThan(at.getTime());
      expect(nextSlotAt.getTime() - at.getTime()).toBeLessThanOrEqual(TIMED_WINDOW_SLOT_MS);
    }
  });

  it('moves by one slot at the slot boundary, and stays the same within a slot', () => {
    const slot = timedWindowSlot(now);
    const { nextSlotAt } = timedWindowBounds(slot);
    expect(timedWindowSlot(new Date(nextSlotAt.getTime() - 1))).toBe(slot);
    expect(timedWindowSlot(nextSlotAt)).toBe(slot + 1);
  });

  it('keeps an announcement that began a slot and a margin ago and ends after the slot', () => {
    const { startedBy, endsNoSoonerThan } = timedWindowBounds(timedWindowSlot(now));
    const started = new Date(now.getTime() - TIMED_WINDOW_SLOT_MS - TIMED_WINDOW_MARGIN_MS);
    const ends = new Date(now.getTime() + TIMED_WINDOW_SLOT_MS + TIMED_WINDOW_MARGIN_MS);
    expect(started.getTime()).toBeLessThanOrEqual(startedBy.getTime());
    expect(ends.getTime()).toBeGreaterThanOrEqual(endsNoSoonerThan.getTime());
  });
});
