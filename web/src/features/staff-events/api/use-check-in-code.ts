/**
 * The current check-in code of an event while the component using it is mounted: fetched once,
 * then again at the instant the code expires (one timer to that instant, no polling).
 */
import { useEffect, useState } from 'react';
import { fetchCheckInCode } from './event-calls.ts';

export type CheckInCodeState =
  { status: 'loading' } | { status: 'shown'; code: string; expiresAt: Date } | { status: 'error'; message: string };

/** A little after the instant, so the server's clock is surely in the next window. */
const AFTER_EXPIRY_MS = 250;
/** When the server still answers with the old window (clocks apart), ask again after this. */
const RETRY_MS = 1000;

/** Mount the caller with `key={eventId}`: the state belongs to one event. */
export function useCheckInCode(eventId: string): CheckInCodeState {
  const [state, setState] = useState<CheckInCodeState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    let lastExpiry = 0;
    const load = async () => {
      try {
        const { code, expires_at } = await fetchCheckInCode(eventId);
        if (cancelled) return;
        setState({ status: 'shown', code, expiresAt: expires_at });
        const fresh = expires_at.getTime() > lastExpiry;
        lastExpiry = Math.max(lastExpiry, expires_at.getTime());
        const wait = fresh ? expires_at.getTime() - Date.now() + AFTER_EXPIRY_MS : RETRY_MS;
        timer = window.setTimeout(() => void load(), Math.max(wait, AFTER_EXPIRY_MS));
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: (error as Error).message });
      }
    };
    void load();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [eventId]);
  return state;
}
