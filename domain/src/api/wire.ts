/**
 * The API's wire format for dates (spec section 9): `YYYY-MM-DDTHH:mm:ssZ` in America/New_York.
 * A zod codec, so one schema both checks a response (`parse` decodes strings into Dates) and
 * writes one (`z.encode` turns Dates into strings).
 */
import { z } from 'zod';
import { API_DATE_PATTERN } from '../display-parts.ts';
import { toApiDate } from '../time.ts';

export const apiDate = z.codec(
  z.string().regex(API_DATE_PATTERN, 'must be a date like 2026-01-31T09:00:00-05:00'),
  z.date(),
  { decode: (text) => new Date(text), encode: (date) => toApiDate(date) },
);

/**
 * What a client's error says of the API's answer (web/src/lib/api.ts's ApiError implements it):
 * its status (0: no answer) and, for a 429, the Retry-After seconds. Forms read a refusal by it.
 */
export interface ApiRefusal {
  readonly status: number;
  readonly retryAfterSeconds: number | null;
}
