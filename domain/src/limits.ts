/**
 * The program's rate limits and quotas (issue 24; docs/decisions.md "Limits"): their constants,
 * their window arithmetic and their messages. Pure: the time is a parameter, the counting is done
 * by functions/src/data/rate-limits.ts.
 */
import { DISPLAY_TIMEZONE } from './constants.ts';
import { dayjs } from './time.ts';

export const LIMITS = {
  /** A public endpoint (calendar feed, certificate check): requests a minute from one address. */
  publicPerAddress: { max: 60, windowMs: 60_000 },
  /** Discussion posts (threads and replies): per person a minute, checked by the rules. */
  discussionPostsPerPerson: { max: 10, windowMs: 60_000 },
  /** "Remind now" (survey reminder sent by staff): once an hour per survey. */
  surveyReminderCooldownMs: 60 * 60_000,
  /** Group e-mails and e-mailed announcements: recipients a New York day per group, by default ... */
  dailyEmailRecipientsDefault: 1_000,
  /** ... and what staff may set it to on /settings. */
  dailyEmailRecipientsMin: 1,
  dailyEmailRecipientsMax: 10_000,
} as const;

/** The fixed window `now` falls in: [start, end). */
export function fixedWindow(now: Date, windowMs: number): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Whole seconds from `now` until `until`, at least 1 (a Retry-After header's value). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** When a cooldown started at `last` ends; null when there is none or it is over at `now`. */
export function cooldownEnd(last: Date | null, now: Date, cooldownMs: number): Date | null {
  if (!last) return null;
  const end = new Date(last.getTime() + cooldownMs);
  return end.getTime() > now.getTime() ? end : null;
}

/** The New York day `now` falls in (`YYYY-MM-DD`) and the instant it ends (the next midnight there). */
export function newYorkDay(now: Date): { day: string; end: Date } {
  const day = dayjs(now).tz(DISPLAY_TIMEZONE).format('YYYY-MM-DD');
  // The next date by calendar arithmetic in UTC, then its midnight in New York: adding a day to a
  // zoned dayjs keeps the offset, an hour off across a daylight saving change.
  const next = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
  return { day, end: dayjs.tz(next, DISPLAY_TIMEZONE).toDate() };
}

/**
 * Whether `wanted` more recipients fit in a group's daily quota of `limit` with `sent` already
 * e-mailed today; `left` is what remains before this message.
 */
export function emailQuota(sent: number, limit: number, wanted: number): { allowed: boolean; left: number } {
  const left = Math.max(0, limit - sent);
  return { allowed: wanted <= left, left };
}

/**
 * The address a request is counted against: the first hop of X-Forwarded-For (the client, as
 * Cloud Functions behind Hosting see it), else the socket's peer. Made safe for a document id
 * (no `/`, at most 100 characters); an unknown address is counted as `unknown`.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined): string {
  const first = forwardedFor?.split(',')[0]?.trim() || socketAddress?.trim() || '';
  const safe = first
    .replace(/^::ffff:/, '')
    .replace(/[^A-Za-z0-9.:_-]/g, '_')
    .slice(0, 100);
  return /^[._]*$/.test(safe) ? 'unknown' : safe;
}

/** The time a person reads, New York: "3:05 PM". */
const clock = (at: Date) => dayjs(at).tz(DISPLAY_TIMEZONE).format('h:mm A');

/**
 * How long until a person whose count of discussion posts is full may post again: the rest of the
 * minute from `windowStart` (at least a second).
 */
export function discussionWaitSeconds(windowStart: Date, now: Date): number {
  return secondsUntil(new Date(windowStart.getTime() + LIMITS.discussionPostsPerPerson.windowMs), now);
}

export const LIMIT_MESSAGES = {
  discussionPosts: (retryAfterSeconds: number) =>
    `You have posted ${LIMITS.discussionPostsPerPerson.max} times within a minute: wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} before posting again.`,
  publicPerAddress: (retryAfterSeconds: number) =>
    `Too many requests from your address: at most ${LIMITS.publicPerAddress.max} a minute. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  surveyReminder: (last: Date, next: Date) =>
    `Reminders for this survey were sent at ${clock(last)}: "Remind now" works once an hour, so the next may be sent at ${clock(next)} (New York time).`,
  dailyEmailRecipients: (group: string, limit: number, left: number, wanted: number) =>
    `Group ${group} may e-mail at most ${limit} recipient${limit === 1 ? '' : 's'} a day (New York time); ${left} left today, and this message has ${wanted}. Send it after midnight, to fewer people, or raise the limit on /settings.`,
} as const;
