/**
 * The discussion, live (docs/discussion.md): a cohort's threads, one thread and its replies (each
 * with whether it is still on its way to the server), the person's read marks, and the writes.
 */
import type {
  DiscussionPost,
  DiscussionReads,
  DiscussionThread,
  PostInput,
  ThreadInput,
  User,
} from '@peer-coaching/domain';
import {
  deleteReply,
  deleteThread,
  discussionCohortRef,
  editReply,
  editThread,
  markThreadRead,
  moderateReply,
  moderateThread,
  readMarksRef,
  repliesQuery,
  reply,
  startThread,
  threadsQuery,
  type DiscussionScope,
} from '../../../lib/discussion-queries.ts';
import { firestore, useLiveDocuments, type LiveResult } from '../../../lib/live.ts';
import { useLiveQueryWithPending, type WithPending } from '../../../lib/live-pending.ts';
import type { ModerationAction, ModerationTarget } from '../moderation.ts';

export type { DiscussionScope, WithPending };

const scopeKey = (scope: DiscussionScope | null) => scope && `${scope.group}/${scope.cohort}/${scope.staff}`;

export function useThreads(scope: DiscussionScope | null): LiveResult<WithPending<DiscussionThread>[]> {
  const key = scopeKey(scope);
  return useLiveQueryWithPending(key && `threads:${key}`, () => threadsQuery(firestore(), scope!));
}

export function useReplies(
  scope: DiscussionScope | null,
  threadId: string | null,
): LiveResult<WithPending<DiscussionPost>[]> {
  const key = scopeKey(scope);
  return useLiveQueryWithPending(key && threadId && `replies:${key}/${threadId}`, () =>
    repliesQuery(firestore(), scope!, threadId!),
  );
}

export function useReadMarks(userId: string): LiveResult<DiscussionReads | null> {
  const result = useLiveDocuments(`discussion-reads:${userId}`, () => [readMarksRef(firestore(), userId)]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}

/** The group of a member's cohort (staff know theirs from the session). */
export function useCohortGroup(cohortId: string | null): LiveResult<string | null> {
  const result = useLiveDocuments(cohortId && `discussion-cohort:${cohortId}`, () => [
    discussionCohortRef(firestore(), cohortId!),
  ]);
  return result.status === 'success' ? { ...result, data: result.data[0]?.group ?? null } : result;
}

export const discussionWrites = {
  startThread: (user: User, scope: DiscussionScope, input: ThreadInput) => startThread(firestore(), user, scope, input),
  reply: (user: User, scope: DiscussionScope, threadId: string, input: PostInput) =>
    reply(firestore(), user, scope, threadId, input),
  editThread: (threadId: string, input: ThreadInput) => editThread(firestore(), threadId, input),
  editReply: (postId: string, input: PostInput) => editReply(firestore(), postId, input),
  deleteThread: (threadId: string) => deleteThread(firestore(), threadId),
  deleteReply: (postId: string) => deleteReply(firestore(), postId),
  /** Staff's pin, lock or hide; a reply only takes `hidden`. */
  moderate: (target: ModerationTarget, { field, value }: Pick<ModerationAction, 'field' | 'value'>) =>
    target.kind === 'thread'
      ? moderateThread(firestore(), target.item.id, { [field]: value })
      : moderateReply(firestore(), target.item.id, value),
  markRead: (userId: string, threadId: string) => markThreadRead(firestore(), userId, threadId),
};
