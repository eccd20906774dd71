/**
 * Check-in codes: staff show the current code during the event, a peer who types it is marked
 * attended. Wrong codes are counted per person; more than CHECK_IN.maxWrongCodes within
 * CHECK_IN.wrongCodeWindowMs refuses every attempt until enough of them are older than that.
 */
import {
  CHECK_IN,
  checkInWindow,
  checkInWindowEnd,
  inDisplayZone,
  isCheckInOpen,
  type CalendarEvent,
} from '@peer-coaching/domain';
import { eventSecret, getEventSecret, recordWrongCode, wrongCodesSince } from '../../data/events/check-in.ts';
import { checkInCodeOf, isAcceptedCode } from '../../services/events/check-in-codes.ts';
import { callerCohortFor, existingEvent, markAttendance, staffEvent } from '../../services/events/events.ts';
import { conflict, invalidInput, tooOften } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { describeAudit } from '../../data/audit/audit-log.ts';

const MINUTE_MS = 60_000;

/** Why no code is shown now, in words staff can act on. */
function closedMessage(event: CalendarEvent, now: Date): string {
  if (event.type === 'deadline') return 'A deadline has no check-in code';
  const opens = new Date(event.start_date.getTime() - CHECK_IN.opensBeforeStartMs);
  if (now.getTime() < opens.getTime()) {
    return `Check-in opens ${CHECK_IN.opensBeforeStartMs / MINUTE_MS} minutes before the start, at ${inDisplayZone(opens).format('MMM D, h:mm A')} (New York time)`;
  }
  return `Check-in closed ${CHECK_IN.closesAfterEndMs / (60 * MINUTE_MS)} hour after the end of the event`;
}

/** The 429, with when the oldest wrong code that still counts stops counting. */
function tooManyWrongCodes(wrong: readonly Date[], now: Date) {
  const freeing = wrong[wrong.length - CHECK_IN.maxWrongCodes - 1] ?? now;
  const waitMs = freeing.getTime() + CHECK_IN.wrongCodeWindowMs - now.getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return tooOften(
    `Too many wrong codes: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask the facilitator to mark you`,
    waitMs / 1000,
  );
}

export const checkInHandlers: Handlers<'checkInCode' | 'checkIn'> = {
  checkInCode: async ({ params, caller }) => {
    const event = await staffEvent(caller, params.id);
    const now = new Date();
    if (!isCheckInOpen(event, now)) throw conflict(closedMessage(event, now));
    // One entry per person, event and hour the code is on screen (it is fetched every window).
    const hour = Math.floor(now.getTime() / 3_600_000);
    const summary = `Showed the check-in code of “${event.title}”`;
    describeAudit(
      { group: event.group, target: `events/${event.id}`, summary },
      `code_${event.id}_${caller.id}_${hour}`,
    );
    const secret = await eventSecret(event.id, event.group);
    const window = checkInWindow(now);
    return { code: checkInCodeOf(secret, window), expires_at: checkInWindowEnd(window) };
  },

  checkIn: async ({ body, caller }) => {
    const now = new Date();
    const since = new Date(now.getTime() - CHECK_IN.wrongCodeWindowMs);
    // The reads at once (the secret of an unknown event is simply not there); the checks in order.
    const [event, wrong, secret] = await Promise.all([
      existingEvent(body.event_id),
      wrongCodesSince(caller.id, since),
      getEventSecret(body.event_id),
    ]);
    const cohort = callerCohortFor(caller, event);
    if (wrong.length > CHECK_IN.maxWrongCodes) throw tooManyWrongCodes(wrong, now);
    if (!isCheckInOpen(event, now)) throw invalidInput('event_id: check-in is not open for this event');
    // No secret yet: no code was ever shown for this event, so nothing typed can be right.
    if (!secret || !isAcceptedCode(secret, body.code, now)) {
      const kept = await recordWrongCode(caller.id, now, since, CHECK_IN.maxWrongCodes + 1);
      if (kept > CHECK_IN.maxWrongCodes) throw tooManyWrongCodes([...wrong, now].slice(-kept), now);
      throw invalidInput('code: is wrong or has expired');
    }
    // The report entry follows through the activities trigger: the peer does not read the report.
    await markAttendance(event, caller, cohort, 'attended', 'by-trigger');
    return { status: 'attended' as const };
  },
};
