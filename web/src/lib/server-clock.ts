/**
 * The server's clock, as the browser can best tell it: the offset from the `Date` header of the
 * API's answers (whole seconds, so the server's instant lies within that second: its middle is
 * taken) against the middle of the request's round trip. Queries whose bounds the rules check
 * against `request.time` (timed announcements) use it, so a browser whose clock is a few minutes
 * wrong still asks for what the rules can prove. Zero until the first answer.
 */
let offsetMs = 0;

/** Notes an answer's `Date` header (ignored when absent or unreadable). */
export function noteServerDate(dateHeader: string | null, sentAtMs: number, receivedAtMs: number): void {
  const serverSecond = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(serverSecond)) return;
  offsetMs = serverSecond + 500 - (sentAtMs + receivedAtMs) / 2;
}

/** Now, by the server's clock as last estimated. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
