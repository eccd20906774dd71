/**
 * /discussion (docs/discussion.md): each cohort's threads (the alumni cohort's too), and their
 * replies, in Markdown. People write them straight to Firestore under the rules
 * (firestore.rules, discussion_threads and discussion_posts), so a post typed offline is kept and
 * sent when the connection returns. The rules hold the same limits as DISCUSSION_LIMITS.
 */
import { z } from 'zod';
import { DISPLAY_TIMEZONE } from '../constants.ts';

export const DISCUSSION_LIMITS = {
  title: 120,
  /** Markdown source of a thread's opening post or a reply. */
  body: 5000,
} as const;

/** What staff may set on a thread or a post; everything else is its author's. */
export interface Moderation {
  hidden: boolean;
}

/** discussion_threads/{id}: a thread of one cohort, with its opening post. */
export interface DiscussionThread extends Moderation {
  id: string;
  group: string;
  cohort: string;
  title: string;
  body: string;
  author_id: string;
  /** "First Last" as the author's user document has it (checked by the rules). */
  author_name: string;
  created_at: Date;
  edited_at: Date | null;
  /** The newest visible post (or the thread itself): kept by the replies trigger. */
  last_post_at: Date;
  last_author_id: string;
  /** Visible replies, kept by the replies trigger. */
  reply_count: number;
  pinned: boolean;
  /** No new replies, no edits. */
  locked: boolean;
}

/** discussion_posts/{id}: a reply in a thread. */
export interface DiscussionPost extends Moderation {
  id: string;
  group: string;
  cohort: string;
  thread_id: string;
  body: string;
  author_id: string;
  author_name: string;
  created_at: Date;
  edited_at: Date | null;
}

/** discussion_reads/{uid}: when the person last opened each thread, for the unread markers. */
export interface DiscussionReads {
  id: string;
  threads: Record<string, Date>;
}

const bodyField = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DISCUSSION_LIMITS.body, `must be at most ${DISCUSSION_LIMITS.body} characters`);

/** A new thread, or its edit. */
export const threadInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(DISCUSSION_LIMITS.title, `must be at most ${DISCUSSION_LIMITS.title} characters`),
  body: bodyField,
});
export type ThreadInput = z.output<typeof threadInput>;

/** A reply, or its edit. */
export const postInput = z.object({ body: bodyField });
export type PostInput = z.output<typeof postInput>;

/** A reply in the same form as a thread (one editor for both): its title is left empty, unchecked. */
export const replyFormInput = threadInput.extend({ title: z.string() });

/** The name a post shows and the rules check: the author's user document's names. */
export const authorName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;

/** Pinned threads first, then the most recently active. */
export function sortThreads<T extends Pick<DiscussionThread, 'pinned' | 'last_post_at'>>(threads: readonly T[]): T[] {
  return [...threads].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.last_post_at.getTime() - a.last_post_at.getTime(),
  );
}

/** Replies oldest first, as a conversation reads. */
export function sortPosts<T extends Pick<DiscussionPost, 'created_at' | 'id'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
}

/**
 * Whether a thread has something the person has not seen: its newest post is someone else's and
 * came after they last opened it (never opened: unread).
 */
export function isThreadUnread(
  thread: Pick<DiscussionThread, 'id' | 'last_post_at' | 'last_author_id'>,
  reads: Pick<DiscussionReads, 'threads'> | null,
  userId: string,
): boolean {
  if (thread.last_author_id === userId) return false;
  const readAt = reads?.threads[thread.id];
  return !readAt || thread.last_post_at.getTime() > readAt.getTime();
}

/** Whether a post came after the person last opened its thread (and is not their own). */
export function isPostNew(
  post: Pick<DiscussionPost, 'created_at' | 'author_id'>,
  readAt: Date | null,
  userId: string,
): boolean {
  return post.author_id !== userId && readAt !== null && post.created_at.getTime() > readAt.getTime();
}

/**
 * The thread's figures once its visible replies are known (what the replies trigger writes). The
 * trigger passes only the newest visible reply and the count of them (a count aggregation), so a
 * recount costs the same however long the thread; the seed passes every reply.
 */
export function threadActivity(
  thread: Pick<DiscussionThread, 'created_at' | 'author_id'>,
  visibleReplies: readonly Pick<DiscussionPost, 'created_at' | 'author_id'>[],
  replyCount: number = visibleReplies.length,
): Pick<DiscussionThread, 'last_post_at' | 'last_author_id' | 'reply_count'> {
  const latest = visibleReplies.reduce<Pick<DiscussionPost, 'created_at' | 'author_id'> | null>(
    (newest, post) => (!newest || post.created_at.getTime() > newest.created_at.getTime() ? post : newest),
    null,
  );
  return {
    last_post_at: latest?.created_at ?? thread.created_at,
    last_author_id: latest?.author_id ?? thread.author_id,
    reply_count: replyCount,
  };
}

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIMEZONE, month: 'short', day: 'numeric' });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIMEZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const YEAR = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIMEZONE, year: 'numeric' });

/** When a post was written, as a conversation says it: "just now", "5 min ago", "3 h ago", "2 days ago", "Nov 3". */
export function postedAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return (YEAR.format(at) === YEAR.format(now) ? MONTH_DAY : MONTH_DAY_YEAR).format(at);
}
