/**
 * Check-in codes as pure arithmetic: which one-minute windows are valid at an instant, when an
 * event accepts check-ins, and how a digest becomes a code. The functions compute the digest
 * (HMAC of the event's secret and the window number) with node:crypto.
 */
import { CHECK_IN, CHECK_IN_ALPHABET } from '../constants.ts';
import type { CalendarEvent } from '../model.ts';

/** The window an instant falls in: a new code every `rotationMs`. */
export const checkInWindow = (now: Date) => Math.floor(now.getTime() / CHECK_IN.rotationMs);

/** When the code of `window` stops being shown (a code stays valid `graceMs` longer). */
export const checkInWindowEnd = (window: number) => new Date((window + 1) * CHECK_IN.rotationMs);

/** The windows whose codes are accepted at `now`: the current one and those still within grace. */
export function acceptedCheckInWindows(now: Date): number[] {
  const current = checkInWindow(now);
  const extra = Math.ceil(CHECK_IN.graceMs / CHECK_IN.rotationMs);
  return Array.from({ length: extra + 1 }, (_, back) => current - back).filter(
    (window) => window === current || checkInWindowEnd(window).getTime() + CHECK_IN.graceMs > now.getTime(),
  );
}

/**
 * Codes are shown and accepted from 15 minutes before the start until end + 1 hour, when the
 * orange window closes: section 4 counts that instant as no longer "in the future", so neither
 * does check-in (open on [start - 15 min, end + 1 h)).
 */
export function isCheckInOpen(event: Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>, now: Date): boolean {
  if (event.type === 'deadline') return false;
  const t = now.getTime();
  return (
    t >= event.start_date.getTime() - CHECK_IN.opensBeforeStartMs &&
    t < event.end_date.getTime() + CHECK_IN.closesAfterEndMs
  );
}

/** A digest's first bytes as a code of CHECK_IN_ALPHABET (31 letters; the bias of % is < 1 %). */
export function codeFromDigest(digest: Uint8Array): string {
  if (digest.length < CHECK_IN.codeLength) throw new Error('The digest is too short for a check-in code');
  let code = '';
  for (let i = 0; i < CHECK_IN.codeLength; i += 1) code += CHECK_IN_ALPHABET[digest[i]! % CHECK_IN_ALPHABET.length];
  return code;
}

/** What a person typed, as a code: capitals, no spaces or dashes. */
export const normaliseCheckInCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');
