/**
 * The daily discussion digest (docs/discussion.md), for those who turned it on on /account: once a
 * day, the threads of their discussions with something new in the past day that they did not
 * write themselves, each with its new posts' first lines and a link. Nothing new: no e-mail.
 */
import { sharedCohortIds } from '../people/access.ts';
import type { DiscussionPost, DiscussionThread } from './discussion.ts';
import type { MailMessage } from '../email/mail.ts';
import type { User } from '../model.ts';

/** A day of posts: what one digest covers. */
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
/** How much of each post the e-mail quotes. */
const EXCERPT_LENGTH = 160;

export interface DigestThread {
  thread: Pick<DiscussionThread, 'id' | 'cohort' | 'title'>;
  /** The thread itself when it is new, then its new replies, oldest first. */
  posts: Pick<DiscussionPost, 'author_name' | 'body' | 'created_at'>[];
}

type Person = Pick<User, 'id' | 'cohort_list' | 'alumni_community'>;

const within = (at: Date, since: Date, until: Date) =>
  at.getTime() >= since.getTime() && at.getTime() < until.getTime();

/**
 * What is new for the person in [since, until): visible threads and replies of their cohorts,
 * written by others, grouped by thread (newest activity first). Replies of a thread they cannot
 * see (hidden, or gone) are left out with it.
 */
export function digestFor(
  person: Person,
  threads: readonly DiscussionThread[],
  posts: readonly DiscussionPost[],
  since: Date,
  until: Date,
): DigestThread[] {
  // The person's discussions: their cohorts, and the alumni community's for its members.
  const cohorts = new Set(sharedCohortIds(person));
  const visible = new Map(threads.filter((t) => !t.hidden && cohorts.has(t.cohort)).map((t) => [t.id, t]));
  const byThread = new Map<string, DigestThread>();
  const add = (thread: DiscussionThread, post: DigestThread['posts'][number]) => {
    const entry = byThread.get(thread.id) ?? { thread, posts: [] };
    entry.posts.push(post);
    byThread.set(thread.id, entry);
  };
  for (const thread of visible.values())
    if (thread.author_id !== person.id && within(thread.created_at, since, until)) add(thread, thread);
  for (const post of posts) {
    const thread = visible.get(post.thread_id);
    if (thread && !post.hidden && post.author_id !== person.id && within(post.created_at, since, until))
      add(thread, post);
  }
  const newest = (entry: DigestThread) => Math.max(...entry.posts.map((p) => p.created_at.getTime()));
  return [...byThread.values()]
    .map((entry) => ({
      ...entry,
      posts: [...entry.posts].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
    }))
    .sort((a, b) => newest(b) - newest(a));
}

/** A post's first words as plain text: Markdown marks and line breaks removed, cut at a word. */
export function excerpt(markdown: string, length = EXCERPT_LENGTH): string {
  const plain = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length * 0.6)).trimEnd()}…`;
}

/** The digest e-mail: one section per thread, each post's author and first line, and the thread's link. */
export function digestMessage(
  person: Pick<User, 'email' | 'first_name'>,
  threads: readonly DigestThread[],
  cohortNames: ReadonlyMap<string, string>,
  origin: string,
): MailMessage {
  const count = threads.reduce((sum, t) => sum + t.posts.length, 0);
  const sections = threads.map(({ thread, posts }) => {
    const link = `${origin}/discussion?cohort=${encodeURIComponent(thread.cohort)}&thread=${encodeURIComponent(thread.id)}`;
    const lines = posts.map((post) => `- ${post.author_name}: ${excerpt(post.body)}`);
    return [`${thread.title} (${cohortNames.get(thread.cohort) ?? thread.cohort})`, ...lines, link].join('\n');
  });
  return {
    to: [person.email],
    subject: count === 1 ? 'Discussion digest: 1 new post' : `Discussion digest: ${count} new posts`,
    text: [
      `Hello ${person.first_name},`,
      '',
      'Here is what was new in your discussions over the past day.',
      '',
      sections.join('\n\n'),
      '',
      `You get this e-mail because you turned on the daily discussion digest. Turn it off on ${origin}/account.`,
    ].join('\n'),
  };
}
