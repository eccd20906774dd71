import { describe, expect, it } from 'vitest';
import { announcementWindowText, recentAnnouncements } from './announcement-status.ts';

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

describe('recentAnnouncements', () => {
  it('sorts newest first and keeps the limit', () => {
    const list = ['2026-03-01', '2026-03-05', '2026-02-20', '2026-03-03'].map((day) => ({
      id: day,
      created_at: at(`${day}T12:00:00Z`),
    }));
    expect(recentAnnouncements(list, 3).map((a) => a.id)).toEqual(['2026-03-05', '2026-03-03', '2026-03-01']);
    expect(list[0]?.id).toBe('2026-03-01'); // the input is not reordered
  });
});

describe('announcementWindowText', () => {
  it('shows the window of a timed announcement in New York time', () => {
    // Daylight saving time starts on 8 March: the start is EST, the end EDT.
    expect(announcementWindowText(timed(at('2026-03-02T15:00:00Z'), at('2026-03-16T21:00:00Z')))).toBe(
      'Mar 2, 10:00 AM – Mar 16, 5:00 PM',
    );
  });

  it('is null for manual announcements and incomplete windows', () => {
    expect(announcementWindowText(manual(true))).toBeNull();
    expect(announcementWindowText(timed(null, now))).toBeNull();
  });
});
