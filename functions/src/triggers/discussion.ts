/**
 * The discussion's derived data (docs/discussion.md): a reply written, hidden or deleted recounts
 * its thread; a deleted thread takes its replies with it; and the daily digest e-mail.
 */
import { DISPLAY_TIMEZONE } from '@peer-coaching/domain';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULE_OPTIONS } from '../config/function-options.ts';
import { appUrl } from '../config/app-url.ts';
import { deleteThreadReplies, refreshThreadActivity } from '../data/community/discussion.ts';
import { sendDiscussionDigests } from '../services/community/discussion-digest.ts';

type Fields = Record<string, unknown> | undefined;

/** The thread whose figures a write to a reply may change; null when it changed none of them. */
export function threadToRecount(before: Fields, after: Fields): string | null {
  const post = after ?? before;
  if (!post) return null;
  if (before && after && before.hidden === after.hidden) return null;
  return typeof post.thread_id === 'string' ? post.thread_id : null;
}

export const onDiscussionPostWritten = onDocumentWritten(
  { document: 'discussion_posts/{postId}', retry: true },
  async (event) => {
    const threadId = threadToRecount(event.data?.before.data(), event.data?.after.data());
    if (threadId) await refreshThreadActivity(threadId);
  },
);

export const onDiscussionThreadDeleted = onDocumentDeleted(
  { document: 'discussion_threads/{threadId}', retry: true },
  async (event) => {
    await deleteThreadReplies(event.params.threadId);
  },
);

/**
 * Every morning at 7:00 New York time, Cloud Scheduler sends the daily digests. The emulators load
 * this function but never fire it; tests/api/discussion-digest.test.ts calls the service directly.
 */
export const sendDiscussionDigest = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: 'every day 07:00', timeZone: DISPLAY_TIMEZONE, retryCount: 3 },
  async () => {
    const run = await sendDiscussionDigests(new Date(), appUrl());
    console.log(
      JSON.stringify({ severity: 'INFO', message: 'discussion digest', day: run.day, sent: run.sent.length }),
    );
  },
);
