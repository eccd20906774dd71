/**
 * The discussion in Firestore (docs/discussion.md): a cohort's threads, a thread's replies, the
 * person's read marks, and every write of the page. The writes go straight to Firestore under the
 * rules, and are not awaited by the page: offline they wait in the persistent cache and are sent
 * when the connection returns, while the page shows them as "sending". The rules suite runs these
 * very functions (tests/rules/discussion.test.ts).
 */
import {
  authorName,
  COLLECTION_PATHS,
  discussionWaitSeconds,
  LIMIT_MESSAGES,
  LIMITS,
  type Cohort,
  type DiscussionPost,
  type DiscussionReads,
  type DiscussionThread,
  type PostInput,
  type ThreadInput,
  type User,
} from '@peer-coaching/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterOf } from './firestore.ts';

const threads = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.discussionThreads).withConverter(
    converterOf<DiscussionThread>(COLLECTION_PATHS.discussionThreads),
  );
const posts = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.discussionPosts).withConverter(
    converterOf<DiscussionPost>(COLLECTION_PATHS.discussionPosts),
  );

/** Where a discussion lives, and whether the reader runs its group (then hidden posts are read too). */
export interface DiscussionScope {
  group: string;
  cohort: string;
  staff: boolean;
}

/** Staff read the cohort's threads within their group; members only the visible ones. */
export function threadsQuery(db: Firestore, { group, cohort, staff }: DiscussionScope) {
  return staff
    ? query(threads(db), where('group', '==', group), where('cohort', '==', cohort))
    : query(threads(db), where('cohort', '==', cohort), where('hidden', '==', false));
}

export function repliesQuery(db: Firestore, { group, cohort, staff }: DiscussionScope, threadId: string) {
  return staff
    ? query(posts(db), where('thread_id', '==', threadId), where('group', '==', group))
    : query(posts(db), where('thread_id', '==', threadId), where('cohort', '==', cohort), where('hidden', '==', false));
}

export const readMarksRef = (db: Firestore, userId: string) =>
  doc(db, COLLECTION_PATHS.discussionReads, userId).withConverter(
    converterOf<DiscussionReads>(COLLECTION_PATHS.discussionReads),
  );

type Author = Pick<User, 'id' | 'first_name' | 'last_name'>;

const authored = (user: Author, { group, cohort }: DiscussionScope) => ({
  group,
  cohort,
  author_id: user.id,
  author_name: authorName(user),
  created_at: serverTimestamp(),
  edited_at: null,
  hidden: false,
});

/** A post refused for the limit of posts a minute (LIMITS.discussionPostsPerPerson): the message says how long to wait. */
export class DiscussionLimitError extends Error {
  readonly code = 'discussion-limit';
}

const denied = (error: unknown) => (error as { code?: string }).code === 'permission-denied';

/**
 * Writes a new thread or reply together with the author's count of posts (discussion_rates/{uid}),
 * (`post`: the new document's path), as the rules require: first as one more in the current window (an increment: nothing to read,
 * so it works offline); refused (the count is full, or there is none yet), as the start of a new
 * window, which the rules allow once the old one is a minute old. Refused again with a full count:
 * a DiscussionLimitError saying how long to wait; any other refusal as it came.
 */
export function writeCountedPost(db: Firestore, userId: string, ref: DocumentReference, data: object): Promise<void> {
  const rate = doc(db, COLLECTION_PATHS.discussionRates, userId);
  const commit = (count: object) => {
    const batch = writeBatch(db);
    batch.set(ref, data);
    batch.set(rate, { ...count, post: ref.path }, { merge: true });
    return batch.commit();
  };
  return commit({ count: increment(1) })
    .catch((error: unknown) => {
      if (!denied(error)) throw error;
      return commit({ window_start: serverTimestamp(), count: 1 });
    })
    .catch(async (error: unknown) => {
      if (!denied(error)) throw error;
      const stored = (await getDoc(rate).catch(() => null))?.data();
      const { max } = LIMITS.discussionPostsPerPerson;
      if (stored?.window_start instanceof Timestamp && Number(stored.count) >= max) {
        const seconds = discussionWaitSeconds(stored.window_start.toDate(), new Date());
        throw new DiscussionLimitError(LIMIT_MESSAGES.discussionPosts(seconds));
      }
      throw error;
    });
}

/**
 * Starts a thread: its id at once (for the page to open it), and the write, which settles only
 * once the server has it. (Written without the converter: it would not keep the server times.)
 */
export function startThread(db: Firestore, user: Author, scope: DiscussionScope, input: ThreadInput) {
  const ref = doc(collection(db, COLLECTION_PATHS.discussionThreads));
  const written = writeCountedPost(db, user.id, ref, {
    ...authored(user, scope),
    title: input.title,
    body: input.body,
    last_post_at: serverTimestamp(),
    last_author_id: user.id,
    reply_count: 0,
    pinned: false,
    locked: false,
  });
  return { id: ref.id, written };
}

export function reply(db: Firestore, user: Author, scope: DiscussionScope, threadId: string, input: PostInput) {
  const ref = doc(collection(db, COLLECTION_PATHS.discussionPosts));
  const written = writeCountedPost(db, user.id, ref, {
    ...authored(user, scope),
    thread_id: threadId,
    body: input.body,
  });
  return { id: ref.id, written };
}

export const editThread = (db: Firestore, threadId: string, input: ThreadInput) =>
  updateDoc(doc(db, COLLECTION_PATHS.discussionThreads, threadId), {
    title: input.title,
    body: input.body,
    edited_at: serverTimestamp(),
  });

export const editReply = (db: Firestore, postId: string, input: PostInput) =>
  updateDoc(doc(db, COLLECTION_PATHS.discussionPosts, postId), { body: input.body, edited_at: serverTimestamp() });

export const deleteThread = (db: Firestore, threadId: string) =>
  deleteDoc(doc(db, COLLECTION_PATHS.discussionThreads, threadId));

export const deleteReply = (db: Firestore, postId: string) =>
  deleteDoc(doc(db, COLLECTION_PATHS.discussionPosts, postId));

/** Staff: pin, hide or lock a thread (only these fields; the rules refuse any other). */
export const moderateThread = (
  db: Firestore,
  threadId: string,
  change: Partial<Pick<DiscussionThread, 'pinned' | 'hidden' | 'locked'>>,
) => updateDoc(doc(db, COLLECTION_PATHS.discussionThreads, threadId), change);

export const moderateReply = (db: Firestore, postId: string, hidden: boolean) =>
  updateDoc(doc(db, COLLECTION_PATHS.discussionPosts, postId), { hidden });

/** Notes that the person has just opened the thread (their unread markers follow). */
export const markThreadRead = (db: Firestore, userId: string, threadId: string) =>
  setDoc(
    doc(db, COLLECTION_PATHS.discussionReads, userId),
    { threads: { [threadId]: serverTimestamp() } },
    { merge: true },
  );

/** A cohort document: its group, which every post of its discussion names (the rules check it). */
export const discussionCohortRef = (db: Firestore, cohortId: string) =>
  doc(db, COLLECTION_PATHS.cohorts, cohortId).withConverter(converterOf<Cohort>(COLLECTION_PATHS.cohorts));
