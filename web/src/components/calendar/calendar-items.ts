import type { EventColor } from '@peer-coaching/domain';

/** One event as the calendar draws it: its colour and status come from the page (base or peer). */
export interface CalendarItem {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** The status by name, rendered as data-status (domain PeerEventStatusName, or the base colour). */
  status: string;
  color: EventColor;
  /** The status in words, so colour is never the only signal. */
  statusLabel: string;
}

export type CalendarViewName = 'month' | 'week' | 'list';

/** FullCalendar's view names for ours. */
export const FULLCALENDAR_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  list: 'listMonth',
};

/** Phones get the list: a month grid of 390 px has no room for titles. */
export const defaultCalendarView = (isPhone: boolean): CalendarViewName => (isPhone ? 'list' : 'month');
