/**
 * When a survey is open (docs/surveys.md): fixed dates, or points on the cohort's timeline resolved
 * against the cohort's events into concrete windows. Offsets are whole New York calendar days from
 * an event's start or end, keeping its wall-clock time (or setting one: `at`, 'HH:mm'), so a
 * window stays right across a daylight-saving change. Pure: `now` is always a parameter.
 */
import { DISPLAY_TIMEZONE } from '../constants.ts';
import type { CalendarEvent, EventKind } from '../model.ts';
import { MAIN_WINDOW } from './survey-kinds.ts';
import { dayjs } from '../time.ts';

/** Which events of the cohort a timing refers to. */
export interface EventSelector {
  event_kind: EventKind;
  /** Only events whose title contains this (case-insensitive); null for every event of the kind. */
  title_includes: string | null;
}

/** A point relative to an event: `days` New York calendar days after its start or end. */
export interface EventOffset {
  edge: 'start' | 'end';
  /** Whole days, may be negative. */
  days: number;
  /** New York wall time 'HH:mm' on that day; null keeps the event's own time. */
  at: string | null;
}

/** A point on the cohort timeline: the first or last selected event, then an offset. */
export interface TimelinePoint extends EventSelector, EventOffset {
  which: 'first' | 'last';
}

export type SurveyTiming =
  | { type: 'fixed'; opens_at: Date; closes_at: Date }
  /** One window between two points of the cohort timeline (e.g. closes 14 days after kickoff). */
  | { type: 'relative'; opens: TimelinePoint; closes: TimelinePoint }
  /** One window per selected event (e.g. opens when each coaching session ends, open 7 days). */
  | { type: 'per_event'; events: EventSelector; opens: EventOffset; closes: EventOffset };

/** One concrete window of a survey for one cohort. */
export interface SurveyWindow {
  /** 'main', or the id of the event that opened it (per-event timing). */
  key: string;
  opens_at: Date;
  /** Exclusive: answers are taken while opens_at <= now < closes_at. */
  closes_at: Date;
  event_id: string | null;
  event_title: string | null;
}

type TimelineEvent = Pick<CalendarEvent, 'id' | 'title' | 'kind' | 'start_date' | 'end_date'>;

const AT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isWallTime = (value: string) => AT_PATTERN.test(value);

/** The selected events of a cohort, by start date. */
export function selectEvents<E extends TimelineEvent>(events: readonly E[], selector: EventSelector): E[] {
  const needle = selector.title_includes?.trim().toLowerCase() ?? '';
  return events
    .filter((e) => e.kind === selector.event_kind && (needle === '' || e.title.toLowerCase().includes(needle)))
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime());
}

/** `days` New York calendar days from the event's edge, at its wall time or at `at`. */
export function applyOffset(event: TimelineEvent, offset: EventOffset): Date {
  const base = dayjs(offset.edge === 'start' ? event.start_date : event.end_date).tz(DISPLAY_TIMEZONE);
  const time = offset.at !== null && isWallTime(offset.at) ? `${offset.at}:00` : base.format('HH:mm:ss');
  // Calendar arithmetic on the date alone (UTC, no zone), then the wall time read back in New York.
  const day = dayjs.utc(base.format('YYYY-MM-DD')).add(offset.days, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${day} ${time}`, DISPLAY_TIMEZONE).toDate();
}

function pointOf(events: readonly TimelineEvent[], point: TimelinePoint): Date | null {
  const selected = selectEvents(events, point);
  const event = point.which === 'first' ? selected[0] : selected[selected.length - 1];
  return event ? applyOffset(event, point) : null;
}

/**
 * The windows of a timing for one cohort, from that cohort's events. A relative point whose event
 * the cohort lacks, or a window that would close before it opens, gives no window.
 */
export function resolveSurveyWindows(timing: SurveyTiming, events: readonly TimelineEvent[]): SurveyWindow[] {
  const valid = (w: SurveyWindow) => w.closes_at.getTime() > w.opens_at.getTime();
  switch (timing.type) {
    case 'fixed':
      return [
        { key: MAIN_WINDOW, opens_at: timing.opens_at, closes_at: timing.closes_at, event_id: null, event_title: null },
      ].filter(valid);
    case 'relative': {
      const opens = pointOf(events, timing.opens);
      const closes = pointOf(events, timing.closes);
      if (!opens || !closes) return [];
      return [{ key: MAIN_WINDOW, opens_at: opens, closes_at: closes, event_id: null, event_title: null }].filter(
        valid,
      );
    }
    case 'per_event':
      return selectEvents(events, timing.events)
        .map((event) => ({
          key: event.id,
          opens_at: applyOffset(event, timing.opens),
          closes_at: applyOffset(event, timing.closes),
          event_id: event.id,
          event_title: event.title,
        }))
        .filter(valid);
  }
}

export const isWindowOpen = (window: Pick<SurveyWindow, 'opens_at' | 'closes_at'>, now: Date) =>
  window.opens_at.getTime() <= now.getTime() && now.getTime() < window.closes_at.getTime();
