import { describe, expect, it } from 'vitest';
import { announcementsFor, byDisplayOrder, isVisibleToPeer } from './announcements.ts';

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
