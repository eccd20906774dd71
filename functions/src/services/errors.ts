/**
 * What a service refuses, said in the program's terms: bad input, not allowed, not there, in the
 * way of another change, too often. Services know nothing of HTTP; the HTTP layer alone turns
 * each kind into a status code (http/errors.ts), so a service can be called from a trigger or a
 * script as well as from a route.
 */
export type RefusalKind = 'invalid-input' | 'not-allowed' | 'not-found' | 'conflict' | 'too-often';

export class ServiceError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** For 'too-often': when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const invalidInput = (message: string) => new ServiceError('invalid-input', message);
export const notAllowed = (message: string) => new ServiceError('not-allowed', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const tooOften = (message: string, retryAfterSeconds: number) =>
  new ServiceError('too-often', message, retryAfterSeconds);
