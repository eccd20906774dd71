import { useEffect, useState } from 'react';

/**
 * setTimeout keeps its delay in a signed 32-bit integer: anything longer (about 24.8 days) fires
 * at once. Longer waits are cut to this, and whoever waits checks the time again when it fires.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from `now` until `instant`, within what a timer can hold (0 when it has passed). */
export function timerDelay(instant: number, now: Date): number {
  return Math.min(Math.max(instant - now.getTime(), 0), MAX_TIMER_MS);
}

/** The current time, refreshed every `intervalMs`, so time-based colours change on their own. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The current time as a page needs it: refreshed exactly at the next instant at which something
 * shown changes (`nextChange(now)`, null when nothing will), by one timer, instead of every so
 * often. A timer that fires early (or was cut to MAX_TIMER_MS) just asks again.
 */
export function useNowUntilChange(nextChange: (now: Date) => number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const next = nextChange(now);
  useEffect(() => {
    if (next === null) return;
    // From the real time, not `now`: the page may have re-rendered long after `now` was read.
    const timer = window.setTimeout(() => setNow(new Date()), timerDelay(next, new Date()));
    return () => window.clearTimeout(timer);
  }, [next, now]);
  return now;
}
