/**
 * The daily discussion digest (docs/discussion.md), called as the scheduled function calls it:
 * one e-mail per person who turned it on, with the past day's posts of their discussions by
 * others; nobody else, nothing old, hidden or of another cohort; a second run the same day sends
 * nothing more.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDiscussionDigests } from '../../functions/src/services/community/discussion-digest.ts';
import { adminDb, clearEmulators } from '../support/admin.ts';
import { cohortDoc, personDoc, writeDocs } from '../support/documents.ts';

const now = new Date('2026-03-02T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const origin = 'https://app.test';

const wants = { email_preferences: { discussion_digest: true } };
const people = [
  personDoc('ana', 'dg', 'dg-a', wants),
  personDoc('bea', 'dg', 'dg-a', wants),
  // In the cohort, but did not turn the digest on.
  personDoc('cy', 'dg', 'dg-a'),
  // Turned it on, in another cohort with nothing new.
  personDoc('dan', 'dg', 'dg-b', wants),
  // An alumna: her community's thread reaches her.
  personDoc('eve', 'dg', 'dg-b', { ...wants, alumni_community: true }),
  // Turned it on, but staff deactivated the account.
  personDoc('fay', 'dg', 'dg-a', { ...wants, status: 'deactivated' }),
];

const thread = (id: string, cohort: string, author: string, created: Date, extra: object = {}) => ({
  group: 'dg',
  cohort,
  title: `Thread ${id}`,
  body: `Opening of ${id}`,
  author_id: author,
  author_name: `${author} ${author}`,
  created_at: created,
  edited_at: null,
  last_post_at: created,
  last_author_id: author,
  reply_count: 0,
  pinned: false,
  hidden: false,
  locked: false,
  ...extra,
});
const reply = (threadId: string, cohort: string, author: string, created: Date, extra: object = {}) => ({
  group: 'dg',
  cohort,
  thread_id: threadId,
  body: `**${author}** replied`,
  author_id: author,
  author_name: `${author} ${author}`,
  created_at: created,
  edited_at: null,
  hidden: false,
  ...extra,
});

const mailTo = async (email: string) =>
  (await adminDb.collection('mail').where('to', 'array-contains', email).get()).docs.map((d) => d.data());

beforeAll(async () => {
  await clearEmulators();
  await writeDocs('users', people);
  await writeDocs('cohorts', [
    cohortDoc('dg-a', 'dg'),
    cohortDoc('dg-b', 'dg'),
    { ...cohortDoc('alumni', 'dg'), alumni: true },
  ]);
  const docs: [string, object][] = [
    // An old thread of dg-a with a new reply by ana, an old one, and a hidden one.
    ['discussion_threads/old', thread('old', 'dg-a', 'cy', hoursAgo(72))],
    ['discussion_posts/r-new', reply('old', 'dg-a', 'ana', hoursAgo(3))],
    ['discussion_posts/r-old', reply('old', 'dg-a', 'cy', hoursAgo(30))],
    ['discussion_posts/r-hidden', reply('old', 'dg-a', 'cy', hoursAgo(2), { hidden: true })],
    // A new thread by bea.
    ['discussion_threads/fresh', thread('fresh', 'dg-a', 'bea', hoursAgo(5))],
    // The alumni community's new thread.
    ['discussion_threads/alumni', thread('alumni', 'alumni', 'zed', hoursAgo(1))],
    // A hidden new thread of dg-a.
    ['discussion_threads/quiet', thread('quiet', 'dg-a', 'cy', hoursAgo(1), { hidden: true })],
  ];
  await Promise.all(docs.map(([path, data]) => adminDb.doc(path).set(data)));
});

describe('sendDiscussionDigests', () => {
  it("sends each subscriber the day's posts of others in their discussions, once", async () => {
    const run = await sendDiscussionDigests(now, origin);
    expect(run.day).toBe('2026-03-02');
    expect(run.already_sent).toBe(false);
    expect(run.sent.sort()).toEqual(['ana', 'bea', 'eve']);

    const [ana] = await mailTo('ana@triggers.test');
    expect(ana!.subject).toBe('Discussion digest: 1 new post');
    expect(ana!.text).toContain('Thread fresh (DG-A)\n- bea bea: Opening of fresh');
    expect(ana!.text).toContain(`${origin}/discussion?cohort=dg-a&thread=fresh`);
    // Her own reply, old posts and hidden ones are not news to her.
    expect(ana!.text).not.toContain('Thread old');
    expect(ana!.text).not.toContain('Thread quiet');

    const [bea] = await mailTo('bea@triggers.test');
    expect(bea!.subject).toBe('Discussion digest: 1 new post');
    expect(bea!.text).toContain('Thread old (DG-A)\n- ana ana: ana replied');
    expect(bea!.text).not.toContain('Thread fresh');

    const [eve] = await mailTo('eve@triggers.test');
    expect(eve!.text).toContain('Thread alumni (ALUMNI)');

    for (const email of ['cy@triggers.test', 'dan@triggers.test', 'fay@triggers.test']) {
      expect(await mailTo(email)).toEqual([]);
    }

    const again = await sendDiscussionDigests(new Date(now.getTime() + 3600_000), origin);
    expect(again).toEqual({ day: '2026-03-02', sent: [], already_sent: true });
    expect(await mailTo('ana@triggers.test')).toHaveLength(1);
  });
});
