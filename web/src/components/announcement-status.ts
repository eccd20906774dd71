import { type Announcement, type AnnouncementStatus, inDisplayZone } from '@peer-coaching/domain';

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
