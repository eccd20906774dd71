/**
 * Collections only the functions read and write (the rules deny every client): the secret behind
 * each event's check-in codes, each person's recent wrong codes, and calendar feed tokens.
 */
import { z } from 'zod';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, storedDate } from './fields.ts';

/** event_secrets/{eventId}: the key of the event's rotating check-in codes. */
export interface EventSecret {
  id: string;
  secret: string;
  group: string;
}
export const eventSecretsCollection = defineCollection<EventSecret>(
  COLLECTION_PATHS.eventSecrets,
  z.object({ secret: z.string().min(32), group: idField }),
);

/** check_in_attempts/{uid}: when this person's last wrong codes were entered (for the 429). */
export interface CheckInAttempts {
  id: string;
  wrong: Date[];
}
export const checkInAttemptsCollection = defineCollection<CheckInAttempts>(
  COLLECTION_PATHS.checkInAttempts,
  z.object({ wrong: z.array(storedDate) }),
);

/** calendar_feeds/{uid}: the person's current feed token; renewing replaces it, revoking deletes it. */
export interface CalendarFeed {
  id: string;
  token: string;
  created_at: Date;
}
export const calendarFeedsCollection = defineCollection<CalendarFeed>(
  COLLECTION_PATHS.calendarFeeds,
  z.object({ token: z.string().min(32), created_at: storedDate }),
);

/**
 * rate_limits/{key}: one counter of a limit (docs/decisions.md "Limits"): `public_{address}_{minute}`
 * (requests), `survey_remind_{survey}` (`at`: the last "Remind now"),
 * `group_emails_{group}_{YYYY-MM-DD}` (recipients e-mailed that New York day). `expires_at` is the
 * field of the collection's TTL policy: past it the document is no longer counted and is removed.
 */
export interface RateLimit {
  id: string;
  count?: number;
  at?: Date;
  expires_at: Date;
}
export const rateLimitsCollection = defineCollection<RateLimit>(
  COLLECTION_PATHS.rateLimits,
  z.object({ count: z.number().int().nonnegative().optional(), at: storedDate.optional(), expires_at: storedDate }),
);
