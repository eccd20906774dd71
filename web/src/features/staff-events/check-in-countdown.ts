/** The check-in panel's countdown to the next code. */

/** Whole seconds from `now` until `instant`, never negative. */
export function secondsUntil(instant: Date, now: Date): number {
  return Math.max(0, Math.ceil((instant.getTime() - now.getTime()) / 1000));
}

/** 75 -> "1:15" */
export function countdownText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
