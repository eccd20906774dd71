/** Announcement visibility (spec section 4). `now` is a parameter. */
import type { Role } from './constants.ts';
import type { Announcement } from './model.ts';

type Visible = Pick<Announcement, 'display' | 'visible' | 'start_date' | 'end_date'>;

/** Peers see a manual announcement only when visible, a timed one only inside its window. */
export function isVisibleToPeer(announcement: Visible, now: Date): boolean {
  if (announcement.display === 'manual') return announcement.visible;
  const { start_date, end_date } = announcement;
  if (!start_date || !end_date) return false;
  const t = now.getTime();
  return start_date.getTime() <= t && t <= end_date.getTime();
}

/** Facilitators and admins see all announcements; peers the visible ones. */
export function announcementsFor<A extends Visible>(role: Role, announcements: readonly A[], now: Date): A[] {
  return role === 'peer' ? announcements.filter((a) => isVisibleToPeer(a, now)) : [...announcements];
}

/** Announcements in the order staff arranged them (ascending `order`), as a new list. */
export function byDisplayOrder<A extends Pick<Announcement, 'order'>>(announcements: readonly A[]): A[] {
  return [...announcements].sort((a, b) => a.order - b.order);
}
