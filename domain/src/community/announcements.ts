/** Announcement visibility (spec section 4). `now` is a parameter. */
import type { Role } from '../constants.ts';
import type { Announcement } from '../model.ts';

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

/**
 * Announcements in the order staff arranged them (ascending `order`), as a new list. Equal orders
 * (a group-wide note reordered within another cohort's list) fall back to the id, so every page
 * shows the same order.
 */
export function byDisplayOrder<A extends Pick<Announcement, 'order'> & { id?: string }>(
  announcements: readonly A[],
): A[] {
  return [...announcements].sort((a, b) => a.order - b.order || (a.id ?? '').localeCompare(b.id ?? ''));
}

/** The staff list's filter (spec section 9: default 'all'). */
export const ANNOUNCEMENT_FILTERS = ['all', 'visible', 'hidden', 'live', 'scheduled', 'expired'] as const;
export type AnnouncementFilter = (typeof ANNOUNCEMENT_FILTERS)[number];

export const ANNOUNCEMENT_FILTER_LABELS: Record<AnnouncementFilter, string> = {
  all: 'All',
  visible: 'Visible',
  hidden: 'Hidden',
  live: 'Live',
  scheduled: 'Scheduled',
  expired: 'Expired',
};

/**
 * Which announcements a filter keeps, in display order. 'visible' and 'hidden' are about peers:
 * visible = what peers see now (a manual one switched on, or a timed one inside its window),
 * hidden = what they do not see for lack of the switch (a manual one switched off, or a timed one
 * without a complete window). 'live', 'scheduled' and 'expired' place timed ones against their
 * window. So 'visible' is Visible + Live, and every announcement is in exactly one of hidden,
 * scheduled, expired and visible.
 */
export function filterAnnouncements<A extends Visible & Pick<Announcement, 'order'> & { id?: string }>(
  announcements: readonly A[],
  filter: AnnouncementFilter,
  now: Date,
): A[] {
  const keep = (a: A): boolean => {
    const status = announcementStatus(a, now);
    switch (filter) {
      case 'all':
        return true;
      case 'visible':
        return status === 'Visible' || status === 'Live';
      case 'hidden':
        return status === 'Hidden';
      case 'live':
        return status === 'Live';
      case 'scheduled':
        return status === 'Scheduled';
      case 'expired':
        return status === 'Expired';
    }
  };
  return byDisplayOrder(announcements.filter(keep));
}

/**
 * The first instant after `now` at which some announcement's status changes with time alone: a
 * timed one goes live at its start and expires 1 ms after its end (the end itself is still live).
 * Infinity when nothing will change. A page sets one timer to it (no polling).
 */
export function nextAnnouncementChange(announcements: readonly Visible[], now: Date): number {
  const t = now.getTime();
  let next = Infinity;
  for (const a of announcements) {
    if (a.display !== 'timed' || !a.start_date || !a.end_date) continue;
    for (const instant of [a.start_date.getTime(), a.end_date.getTime() + 1]) {
      if (instant > t && instant < next) next = instant;
    }
  }
  return next;
}

/** A new announcement goes first: one below the smallest order of its group (0 for the first). */
export function orderForNewAnnouncement(existing: readonly Pick<Announcement, 'order'>[]): number {
  return existing.length === 0 ? 0 : Math.min(...existing.map((a) => a.order)) - 1;
}

/**
 * The orders a reorder writes: the listed announcements take the positions 0, 1, 2... in the
 * order given. Those already there are left out, so a reorder writes only what moved.
 */
export function reorderWrites(
  ids: readonly string[],
  current: ReadonlyMap<string, number>,
): { id: string; order: number }[] {
  return ids.flatMap((id, order) => (current.get(id) === order ? [] : [{ id, order }]));
}

/** The list with the item at `from` moved to `to` (drag and drop, or the keyboard). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A peer's live query of timed announcements is bounded by two instants, because the rules can
 * prove the section 4 window only from a query's own filters (`start_date <= startedBy` and
 * `end_date >= endsNoSoonerThan` imply start <= request.time <= end while the query lives). Time is
 * cut in slots of TIMED_WINDOW_SLOT_MS; each slot's query starts TIMED_WINDOW_MARGIN_MS before the
 * slot (a clock that runs that much ahead still proves) and keeps until a margin after the slot
 * ends (a reconnect within the slot still proves). So a timed announcement reaches an open page at
 * most a slot and a margin after its start, and leaves it at its end (the page's own timer) or at
 * most that much before (docs/announcements.md).
 */
export const TIMED_WINDOW_SLOT_MS = 30_000;
export const TIMED_WINDOW_MARGIN_MS = 10_000;

/** The slot `now` falls in (a number: the page re-subscribes when it changes). */
export function timedWindowSlot(now: Date): number {
  return Math.floor(now.getTime() / TIMED_WINDOW_SLOT_MS);
}

/** The bounds of a slot's query, and when the next slot begins. */
export function timedWindowBounds(slot: number): { startedBy: Date; endsNoSoonerThan: Date; nextSlotAt: Date } {
  const slotStart = slot * TIMED_WINDOW_SLOT_MS;
  const nextSlotAt = slotStart + TIMED_WINDOW_SLOT_MS;
  return {
    startedBy: new Date(slotStart - TIMED_WINDOW_MARGIN_MS),
    endsNoSoonerThan: new Date(nextSlotAt + TIMED_WINDOW_MARGIN_MS),
    nextSlotAt: new Date(nextSlotAt),
  };
}
