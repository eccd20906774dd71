/** The discussion's collections (docs/discussion.md): threads, replies and each person's read marks. */
import { z } from 'zod';
import {
  DISCUSSION_LIMITS,
  type DiscussionPost,
  type DiscussionReads,
  type DiscussionThread,
} from '../community/discussion.ts';
import { defineCollection } from './define.ts';
import { idField, storedDate } from './fields.ts';
import { COLLECTION_PATHS } from './paths.ts';

const authoredFields = {
  group: idField,
  cohort: idField,
  body: z.string().max(DISCUSSION_LIMITS.body),
  author_id: idField,
  author_name: z.string(),
  created_at: storedDate,
  edited_at: storedDate.nullable(),
  hidden: z.boolean(),
};

export const discussionThreadsCollection = defineCollection<DiscussionThread>(
  COLLECTION_PATHS.discussionThreads,
  z.object({
    ...authoredFields,
    title: z.string().max(DISCUSSION_LIMITS.title),
    last_post_at: storedDate,
    last_author_id: idField,
    reply_count: z.number().int().min(0),
    pinned: z.boolean(),
    locked: z.boolean(),
  }),
);

export const discussionPostsCollection = defineCollection<DiscussionPost>(
  COLLECTION_PATHS.discussionPosts,
  z.object({ ...authoredFields, thread_id: idField }),
);

export const discussionReadsCollection = defineCollection<DiscussionReads>(
  COLLECTION_PATHS.discussionReads,
  z.object({ threads: z.record(z.string(), storedDate) }),
);

/**
 * discussion_rates/{uid}: the person's discussion posts of the current window (domain/src/limits.ts
 * LIMITS.discussionPostsPerPerson): written by the author's browser in the same batch as each
 * thread or reply, `post` its path; the rules allow one more in the window, at most the limit, or
 * a new window from the server's time once the old one has passed (docs/decisions.md "Limits").
 */
export interface DiscussionRate {
  id: string;
  window_start: Date;
  count: number;
  post: string;
}
export const discussionRatesCollection = defineCollection<DiscussionRate>(
  COLLECTION_PATHS.discussionRates,
  z.object({ window_start: storedDate, count: z.number().int().min(1), post: z.string().min(1) }),
);
