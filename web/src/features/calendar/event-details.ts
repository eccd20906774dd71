/**
 * The rules of the event details that are not drawing: what a place is, when the check-in and
 * apology actions appear, what the downloaded file is called, how the server's refusals read.
 */
import { CHECK_IN, isCheckInOpen, type CalendarEvent } from '@peer-coaching/domain';

type Timed = Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>;

/**
 * The location as a link when it is a web address (http or https only: a `javascript:` or other
 * scheme is shown as plain text, never as a link), else null.
 */
export function locationUrl(location: string): string | null {
  const text = location.trim();
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return null;
  try {
    return new URL(text).href;
  } catch {
    return null;
  }
}

/** An apology is for an event ahead (the API refuses one once it has started, and for deadlines). */
export const canApologise = (event: Timed, now: Date) =>
  event.type !== 'deadline' && event.start_date.getTime() > now.getTime();

/**
 * The first instant after `now` at which the check-in or apology action appears or goes: the
 * check-in window's bounds (domain isCheckInOpen) and the start; null when none is ahead.
 */
export function nextDetailsChange(event: Timed, now: Date): number | null {
  const t = now.getTime();
  const opens = event.start_date.getTime() - CHECK_IN.opensBeforeStartMs;
  const closes = event.end_date.getTime() + CHECK_IN.closesAfterEndMs;
  // Apologies stop 1 ms after the start ("start > now" turns false at the start itself).
  const instants = [opens, event.start_date.getTime(), closes].filter((instant) => instant > t);
  const changes = instants.filter(
    (instant) =>
      isCheckInOpen(event, new Date(instant)) !== isCheckInOpen(event, now) ||
      canApologise(event, new Date(instant)) !== canApologise(event, now),
  );
  return changes.length > 0 ? Math.min(...changes) : null;
}

/** "Kickoff: Spring cohort" -> "kickoff-spring-cohort.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}

/**
 * The API names the field that was refused ("code: is wrong or has expired"); a person reads a
 * sentence ("The code is wrong or has expired").
 */
export function readableApiMessage(message: string): string {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  if (!match) return message;
  const [, field = '', rest = ''] = match;
  if (field === 'code') return `The code ${rest}`;
  if (field === 'reason') return `The reason ${rest}`;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
