/** Announcement visibility (spec section 4). `now` is a parameter. */
import type { Role } from './constants.ts';
import type { Announcement } from './model.ts';

type Visible = Pick<Announcement, 'display' | 'visible' | 'start_date' | 'end_date'>;

/**
 * Where an announcement stands for peers:
 * - manual: Visible or Hidden, by its visible switch;
 * - timed: Scheduled before its window, Live inside it (bounds included), Expired after it,
 *   Hidden when the window is incomplete.
 */
export type AnnouncementStatus = 'Visible' | 'Hidden' | 'Scheduled' | 'Live' | 'Expired';

export function announcementStatus(announcement: Visible, now: Date): AnnouncementStatus {
  if (announcement.display === 'manual') return announcement.visible ? 'Visible' : 'Hidden';
  const { start_date, end_date } = announcement;
  if (!start_date || !end_date) return 'Hidden';
  const t = now.getTime();
  if (t < start_date.getTime()) return 'Scheduled';
  if (t > end_date.getTime()) return 'Expired';
  return 'Live';
}

/** Peers see a manual announcement only when visible, a timed one only inside its window. */
export function isVisibleToPeer(announcement: Visible, now: Date): boolean {
  const status = announcementStatus(announcement, now);
  return status === 'Visible' || status === 'Live';
}

/** Facilitators and admins see all announcements; peers the visible ones. */
export function announcementsFor<A extends Visible>(role: Role, announcements: readonly A[], now: Date): A[] {
  return role === 'peer' ? announcements.filter((a) => isVisibleToPeer(a, now)) : [...announcements];
}

/** Announcements in the order staff arranged them (ascending `order`), as a new list. */
export function byDisplayOrder<A extends Pick<Announcement, 'order'>>(announcements: readonly A[]): A[] {
  return [...announcements].sort((a, b) => a.order - b.order);
}
