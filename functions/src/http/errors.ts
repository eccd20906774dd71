/** Errors a route throws to answer with a status and a plain message; a service's refusals mapped to theirs. */
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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

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
    if (error.kind === 'too-often') return tooManyRequests(error.message, error.retryAfterSeconds ?? 1);
    return new HttpError(STATUS_OF_REFUSAL[error.kind], error.message);
  }
  return null;
}
