/**
 * The HTTP layer's own answers (who is calling: 401 and 403 before any route runs), and the map
 * from a refusal (services/errors.ts, thrown by routes and services alike) to its status code.
 */
import { ServiceError, type RefusalKind } from '../services/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers to send with the answer (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  'invalid-input': 400,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'too-often': 429,
};

/** The answer to an error a route or a service threw; null for anything else (a 500). */
export function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ServiceError) {
    if (error.kind === 'too-often') {
      const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1));
      return new HttpError(429, error.message, { 'retry-after': String(seconds) });
    }
    return new HttpError(STATUS_OF_REFUSAL[error.kind], error.message);
  }
  return null;
}
