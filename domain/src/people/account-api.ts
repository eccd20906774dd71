/** The responses of the person's own account calls (docs/account.md, docs/api.md "Account"). */
import { z } from 'zod';
import { userWire } from '../api/responses.ts';
import { apiDate } from '../api/wire.ts';

/** A stored document as it is, dates in the API's format. */
const storedDocument = z.record(z.string(), z.unknown());

export const myDataResponse = z.strictObject({
  exported_at: apiDate,
  profile: userWire,
  activities: storedDocument.nullable(),
  attendance: z.array(storedDocument),
  apologies: z.array(storedDocument),
  survey_responses: z.array(storedDocument),
  matching_partners: z.array(storedDocument),
  certificates: z.array(storedDocument),
  /** Whether a subscription link exists; its secret token is not repeated here. */
  calendar_feed: z.strictObject({ subscribed: z.boolean(), created_at: apiDate.nullable() }),
  emails_received: z.array(z.strictObject({ subject: z.string(), created_at: apiDate.nullable(), state: z.string() })),
  alumni_profile: storedDocument.nullable(),
  profile_photo: storedDocument.nullable(),
  /** What the person wrote in the discussions, and when they last opened each thread. */
  discussion_threads: z.array(storedDocument),
  discussion_posts: z.array(storedDocument),
  discussion_read_marks: storedDocument.nullable(),
});
export type MyData = z.output<typeof myDataResponse>;

export const signOutEverywhereResponse = z.strictObject({ signed_out_at: apiDate });
