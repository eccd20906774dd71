/**
 * What an API call's failure says, read without importing the API client (components reach data
 * only through their feature's api/ hooks): the client's errors implement the domain's ApiRefusal.
 */
import type { ApiRefusal } from '@peer-coaching/domain';

/** Read defensively: anything may be thrown, and only the client's errors carry these fields. */
type Answered = { [K in keyof ApiRefusal]?: unknown };

/** The server's message when it refused the request (a 4xx: the input or the rules); null otherwise. */
export function refusalMessage(error: unknown): string | null {
  const status = (error as Answered | null)?.status;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500 ? error.message : null;
}

/** For a 429 that says when the limit lets the call through again: those seconds; null otherwise. */
export function retryAfterOf(error: unknown): number | null {
  const { status, retryAfterSeconds } = (error as Answered | null) ?? {};
  return status === 429 && typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : null;
}
