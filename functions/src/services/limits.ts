/**
 * The limits (domain/src/limits.ts; docs/decisions.md "Limits"), counted in rate_limits so that
 * every instance sees the same count: each throws the 429 (with Retry-After) when a limit is
 * reached, or answers how to undo what it took when the guarded work fails.
 */
import {
  cooldownEnd,
  emailQuota,
  fixedWindow,
  LIMIT_MESSAGES,
  LIMITS,
  newYorkDay,
  secondsUntil,
} from '@peer-coaching/domain';
import { addWithin, countRequest, endCooldown, giveBack, startCooldown } from '../data/rate-limits.ts';
import { tooOften } from './errors.ts';

/** Kept a day past the window, for a look after an incident; then the TTL policy removes it. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * Addresses this instance already refused, until their window ends: a flood past the limit costs
 * no further write while it lasts (an instance that has not seen it yet counts it once more).
 */
const refusedUntil = new Map<string, number>();

/** Counts a request to a public endpoint from `address`; past the limit, the 429. */
export async function limitPublicRequest(address: string, now: Date): Promise<void> {
  const { windowMs, max } = LIMITS.publicPerAddress;
  const { start, end } = fixedWindow(now, windowMs);
  const key = `public_${address}_${start.getTime()}`;
  const refused = refusedUntil.get(key);
  if (refused === undefined) {
    const count = await countRequest(key, new Date(end.getTime() + KEPT_MS));
    if (count <= max) return;
    for (const [k, until] of refusedUntil) if (until <= now.getTime()) refusedUntil.delete(k);
    refusedUntil.set(key, end.getTime());
  }
  const seconds = secondsUntil(end, now);
  throw tooOften(LIMIT_MESSAGES.publicPerAddress(seconds), seconds);
}

/**
 * Starts the survey's "Remind now" cooldown, or refuses with when the next may be sent. Answers
 * the undo, for when the reminders could not be queued.
 */
export async function limitSurveyReminder(surveyId: string, now: Date): Promise<() => Promise<void>> {
  const cooldown = LIMITS.surveyReminderCooldownMs;
  const key = `survey_remind_${surveyId}`;
  const since = new Date(now.getTime() - cooldown);
  const last = await startCooldown(key, now, since, new Date(now.getTime() + cooldown + KEPT_MS));
  const next = cooldownEnd(last, now, cooldown);
  if (last && next) throw tooOften(LIMIT_MESSAGES.surveyReminder(last, next), secondsUntil(next, now));
  return () => endCooldown(key, now);
}

/**
 * Takes `recipients` from the group's e-mail recipients of today (New York), within `limit`, or
 * refuses naming the limit and what is left. Answers the undo, for when nothing could be queued.
 */
export async function limitDailyEmailRecipients(
  group: string,
  recipients: number,
  limit: number,
  now: Date,
): Promise<() => Promise<void>> {
  const { day, end } = newYorkDay(now);
  const key = `group_emails_${group}_${day}`;
  const taken = await addWithin(
    key,
    recipients,
    new Date(end.getTime() + KEPT_MS),
    (sent) => emailQuota(sent, limit, recipients).allowed,
  );
  if (!taken.added) {
    const { left } = emailQuota(taken.before, limit, recipients);
    throw tooOften(LIMIT_MESSAGES.dailyEmailRecipients(group, limit, left, recipients), secondsUntil(end, now));
  }
  return () => giveBack(key, recipients);
}
