/**
 * The daily discussion digest (docs/discussion.md): every morning, each confirmed person who
 * turned it on (/account) gets one e-mail listing the past day's new threads and replies of their
 * discussions, written by others; nothing new, no e-mail. The day is recorded with its messages
 * (discussion_digests/{YYYY-MM-DD}), so a second run that day sends nothing more.
 *
 * A plain function of `now` and `origin`: the scheduled function (triggers/discussion.ts) calls
 * it in production, and the API suite calls it directly, since the emulators run no schedules.
 */
import { DIGEST_PERIOD_MS, digestFor, digestMessage, reminderDay, type MailMessage } from '@peer-coaching/domain';
import {
  cohortNames,
  digestSubscribers,
  discussionWrittenBetween,
  recordDigestAndQueue,
  threadsByIds,
} from '../../data/community/discussion.ts';

export interface DigestRun {
  day: string;
  /** Who was sent a digest (user ids). */
  sent: string[];
  /** True when that day's digest had already gone out. */
  already_sent: boolean;
}

export async function sendDiscussionDigests(now: Date, origin: string): Promise<DigestRun> {
  const day = reminderDay(now);
  const since = new Date(now.getTime() - DIGEST_PERIOD_MS);
  const [people, written] = await Promise.all([digestSubscribers(), discussionWrittenBetween(since, now)]);
  // Replies of the day may be in threads opened earlier: those are read by id.
  const known = new Set(written.threads.map((t) => t.id));
  const older = await threadsByIds([...new Set(written.posts.map((p) => p.thread_id))].filter((id) => !known.has(id)));
  const threads = [...written.threads, ...older];
  const names = await cohortNames([...new Set(threads.map((t) => t.cohort))]);
  const messages: MailMessage[] = [];
  const sent: string[] = [];
  for (const person of people) {
    const digest = digestFor(person, threads, written.posts, since, now);
    if (digest.length === 0) continue;
    messages.push(digestMessage(person, digest, names, origin));
    sent.push(person.id);
  }
  const recorded = await recordDigestAndQueue(day, messages);
  return { day, sent: recorded ? sent : [], already_sent: !recorded };
}
