/**
 * Check-in codes: HMAC-SHA256 of the event's secret (the stored text as key) and the window number,
 * read as 6 letters of CHECK_IN_ALPHABET (domain/src/events/check-in.ts). Nothing but the secret is stored:
 * any instance computes the same code for the same minute.
 */
import { acceptedCheckInWindows, codeFromDigest, normaliseCheckInCode } from '@peer-coaching/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

export function checkInCodeOf(secret: string, window: number): string {
  return codeFromDigest(createHmac('sha256', secret).update(String(window)).digest());
}

/** Whether what the person typed is the code of a window still accepted at `now`. */
export function isAcceptedCode(secret: string, typed: string, now: Date): boolean {
  const code = Buffer.from(normaliseCheckInCode(typed));
  return acceptedCheckInWindows(now).some((window) => {
    const expected = Buffer.from(checkInCodeOf(secret, window));
    return expected.length === code.length && timingSafeEqual(expected, code);
  });
}
