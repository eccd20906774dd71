/**
 * What the discussion's triggers keep (docs/discussion.md): a thread's reply count and newest
 * post, recounted from its visible replies, and a deleted thread's replies removed. Both read
 * their sources afresh, so a repeated or late delivery writes the same result (or nothing).
 * Then what the daily digest reads and records.
 */
import {
  cohortsCollection,
  COLLECTION_PATHS,
  discussionPostsCollection,
  discussionThreadsCollection,
  threadActivity,
  usersCollection,
  type DiscussionThread,
  type MailMessage,
  type User,
} from '@peer-coaching/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { runCheckedTransaction } from '../transactions.ts';

const threads = () => collectionOf(discussionThreadsCollection);
const posts = () => collectionOf(discussionPostsCollection);

/**
 * What one recount cost, in Firestore's billed reads and writes: the thread (1), the newest
 * visible reply (a query billed 1 read even when it finds none), the count of visible replies (an
 * aggregation, billed 1 read per 1,000 index entries it counts, at least 1), and the thread's
 * update when the figures changed. Filled in when a caller passes one (tests/api/discussion-trigger.test.ts).
 */
export interface RecountCost {
  reads: number;
  writes: number;
}

/**
 * Recounts a thread's visible replies; false when the thread is gone or already says so. The same
 * cost in a thread of 5 replies or 5,000: a count aggregation and the newest reply (a query of one,
 * on the index `discussion_posts (thread_id, hidden, created_at desc)`), never the replies
 * themselves. In a transaction: two replies arriving together start two recounts, and the one that
 * counted fewer replies must not be the last to write.
 */
export async function refreshThreadActivity(threadId: string, cost?: RecountCost): Promise<boolean> {
  return runCheckedTransaction(async (tx) => {
    const visible = posts().where('thread_id', '==', threadId).where('hidden', '==', false);
    const [threadSnap, newest, counted] = await Promise.all([
      tx.get(threads().doc(threadId)),
      tx.get(visible.orderBy('created_at', 'desc').limit(1)),
      tx.get(visible.count()),
    ]);
    const replyCount = counted.data().count;
    // Set, not added to: a transaction that retries counts its last attempt only.
    if (cost)
      Object.assign(cost, {
        reads: 1 + Math.max(1, newest.size) + Math.max(1, Math.ceil(replyCount / 1000)),
        writes: 0,
      });
    const thread = threadSnap.data();
    if (!thread) return false;
    const next = threadActivity(
      thread,
      newest.docs.map((d) => d.data()),
      replyCount,
    );
    const same =
      thread.reply_count === next.reply_count &&
      thread.last_author_id === next.last_author_id &&
      thread.last_post_at.getTime() === next.last_post_at.getTime();
    if (same) return false;
    tx.update(threadSnap.ref, next);
    if (cost) cost.writes = 1;
    return true;
  });
}

/**
 * Removes the replies of a deleted thread; how many were removed. Safe against a late delivery
 * that meets the thread written again under the same id (a test's reseed, a sandbox reset):
 * the replies are listed first and the thread looked for after, and whoever writes the thread
 * back writes it no later than its replies, so a reply found there means the thread is seen too;
 * each reply is deleted only as it was listed (its update time), never one written since.
 */
export async function deleteThreadReplies(threadId: string): Promise<number> {
  const replies = await db.collection(discussionPostsCollection.path).where('thread_id', '==', threadId).get();
  if (replies.empty || (await threads().doc(threadId).get()).exists) return 0;
  const deleted = await Promise.allSettled(
    replies.docs.map((reply) => reply.ref.delete({ lastUpdateTime: reply.updateTime })),
  );
  return deleted.filter((result) => result.status === 'fulfilled').length;
}

/** Threads and replies written in [since, until) (of every cohort: the digest sorts them out). */
export async function discussionWrittenBetween(since: Date, until: Date) {
  const between = <T>(query: FirebaseFirestore.Query<T>) =>
    query.where('created_at', '>=', since).where('created_at', '<', until).get();
  const [threadSnap, postSnap] = await Promise.all([between(threads()), between(posts())]);
  return { threads: threadSnap.docs.map((d) => d.data()), posts: postSnap.docs.map((d) => d.data()) };
}

/** The threads named (the replies of the day may be in older threads). */
export async function threadsByIds(ids: readonly string[]): Promise<DiscussionThread[]> {
  const snapshots = await Promise.all(ids.map((id) => threads().doc(id).get()));
  return snapshots.flatMap((s) => s.data() ?? []);
}

/** Confirmed people who turned the daily digest on (/account). */
export async function digestSubscribers(): Promise<User[]> {
  const snapshot = await collectionOf(usersCollection).where('email_preferences.discussion_digest', '==', true).get();
  return snapshot.docs.map((d) => d.data()).filter((u) => u.status === 'confirmed');
}

export async function cohortNames(ids: readonly string[]): Promise<Map<string, string>> {
  const snapshots = await Promise.all(ids.map((id) => collectionOf(cohortsCollection).doc(id).get()));
  return new Map(snapshots.flatMap((s) => (s.exists ? [[s.id, s.data()!.name] as const] : [])));
}

/**
 * Records the day's digest and queues its messages in one transaction: false (and nothing
 * queued) when that day's digest was already sent, so a second run the same day sends nothing.
 */
export async function recordDigestAndQueue(day: string, messages: readonly MailMessage[]): Promise<boolean> {
  const ref = db.collection(COLLECTION_PATHS.discussionDigests).doc(day);
  return runCheckedTransaction(async (tx: Transaction) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { day, sent: messages.length, at: FieldValue.serverTimestamp() });
    for (const message of messages) {
      tx.create(db.collection(COLLECTION_PATHS.mail).doc(), { ...message, created_at: FieldValue.serverTimestamp() });
    }
    return true;
  });
}
