import { type Announcement, inDisplayZone } from '@peer-coaching/domain';

/**
 * Where an announcement stands for peers, as staff see it:
 * - manual: Visible or Hidden, by its visible switch;
 * - timed: Scheduled before its window, Live inside it (bounds included), Expired after it,
 *   Hidden when the window is incomplete (peers never see it then).
 * Peers see exactly the Visible and Live ones, as `isVisibleToPeer` in the domain decides.
 */
export type AnnouncementStatus = 'Visible' | 'Hidden' | 'Scheduled' | 'Live' | 'Expired';

export function announcementStatus(
  announcement: Pick<Announcement, 'display' | 'visible' | 'start_date' | 'end_date'>,
  now: Date,
): AnnouncementStatus {
  if (announcement.display === 'manual') return announcement.visible ? 'Visible' : 'Hidden';
  const { start_date, end_date } = announcement;
  if (!start_date || !end_date) return 'Hidden';
  const t = now.getTime();
  if (t < start_date.getTime()) return 'Scheduled';
  if (t > end_date.getTime()) return 'Expired';
  return 'Live';
}

/**
 * Chip colours: green for what peers see now, blue for what is coming, neutral otherwise. Filled
 * chips with these colours keep their label above 4.5:1 in both themes (info would not).
 */
export const ANNOUNCEMENT_STATUS_COLORS: Record<AnnouncementStatus, 'success' | 'primary' | 'default'> = {
  Visible: 'success',
  Live: 'success',
  Scheduled: 'primary',
  Hidden: 'default',
  Expired: 'default',
};

/** Newest first by creation, at most `limit`: the dashboard's "Recent announcements". */
export function recentAnnouncements<A extends Pick<Announcement, 'created_at'>>(
  announcements: readonly A[],
  limit = 5,
): A[] {
  return [...announcements].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, limit);
}

const WINDOW_FORMAT = 'MMM D, h:mm A';

/** The window of a timed announcement in New York time, "Mar 9, 10:00 AM – Mar 16, 5:00 PM"; else null. */
export function announcementWindowText(
  announcement: Pick<Announcement, 'display' | 'start_date' | 'end_date'>,
): string | null {
  const { display, start_date, end_date } = announcement;
  if (display !== 'timed' || !start_date || !end_date) return null;
  return `${inDisplayZone(start_date).format(WINDOW_FORMAT)} – ${inDisplayZone(end_date).format(WINDOW_FORMAT)}`;
}
