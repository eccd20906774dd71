import { describe, expect, it } from 'vitest';
import { announcementStatus, isVisibleToPeer } from './announcements.ts';

const now = new Date('2026-03-09T15:00:00Z');
const at = (iso: string) => new Date(iso);

const manual = (visible: boolean) => ({ display: 'manual' as const, visible, start_date: null, end_date: null });
const timed = (start: Date | null, end: Date | null) => ({
  display: 'timed' as const,
  // A timed announcement's visible switch does not matter.
  visible: false,
  start_date: start,
  end_date: end,
});

describe('announcementStatus', () => {
  it('follows the visible switch for manual announcements', () => {
    expect(announcementStatus(manual(true), now)).toBe('Visible');
    expect(announcementStatus(manual(false), now)).toBe('Hidden');
  });

  it('places now before, inside or after the window of a timed announcement', () => {
    expect(announcementStatus(timed(at('2026-03-10T00:00:00Z'), at('2026-03-12T00:00:00Z')), now)).toBe('Scheduled');
    expect(announcementStatus(timed(at('2026-03-08T00:00:00Z'), at('2026-03-12T00:00:00Z')), now)).toBe('Live');
    expect(announcementStatus(timed(at('2026-03-01T00:00:00Z'), at('2026-03-08T00:00:00Z')), now)).toBe('Expired');
  });

  it('counts the window bounds as live', () => {
    expect(announcementStatus(timed(now, at('2026-03-12T00:00:00Z')), now)).toBe('Live');
    expect(announcementStatus(timed(at('2026-03-01T00:00:00Z'), now), now)).toBe('Live');
  });

  it('calls a timed announcement without a complete window hidden', () => {
    expect(announcementStatus(timed(null, at('2026-03-12T00:00:00Z')), now)).toBe('Hidden');
    expect(announcementStatus(timed(at('2026-03-01T00:00:00Z'), null), now)).toBe('Hidden');
  });

  it('agrees with what peers see: exactly Visible and Live', () => {
    const cases = [
      manual(true),
      manual(false),
      timed(at('2026-03-10T00:00:00Z'), at('2026-03-12T00:00:00Z')),
      timed(at('2026-03-08T00:00:00Z'), at('2026-03-12T00:00:00Z')),
      timed(at('2026-03-01T00:00:00Z'), at('2026-03-08T00:00:00Z')),
      timed(now, now),
      timed(null, null),
    ];
    for (const announcement of cases) {
      const status = announcementStatus(announcement, now);
      expect(status === 'Visible' || status === 'Live').toBe(isVisibleToPeer(announcement, now));
    }
  });
});
