/**
 * The discussion's triggers (docs/discussion.md): a thread's reply count and newest post follow
 * its visible replies, whether a recount is delivered once, twice or late; a deleted thread takes
 * its replies with it. Called directly first, then the deployed triggers are watched doing it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteThreadReplies,
  refreshThreadActivity,
  type RecountCost,
} from '../../functions/src/data/community/discussion.ts';
import { threadToRecount } from '../../functions/src/triggers/discussion.ts';
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { at, readWithDates } from '../support/documents.ts';

const thread = (id: string) => ({
  group: 'tg',
  cohort: 'tg-a',
  title: `Thread ${id}`,
  body: 'Opening post',
  author_id: 'ana',
  author_name: 'Ana Alves',
  created_at: at('2026-03-01T10:00:00Z'),
  edited_at: null,
  last_post_at: at('2026-03-01T10:00:00Z'),
  last_author_id: 'ana',
  reply_count: 0,
  pinned: false,
  hidden: false,
  locked: false,
});
const reply = (threadId: string, author: string, iso: string, hidden = false) => ({
  group: 'tg',
  cohort: 'tg-a',
  thread_id: threadId,
  body: `Reply by ${author}`,
  author_id: author,
  author_name: author,
  created_at: at(iso),
  edited_at: null,
  hidden,
});

beforeAll(() => clearEmulators());

describe('threadToRecount', () => {
  const post = reply('t', 'bea', '2026-03-01T11:00:00Z');
  it('recounts on a new, deleted, hidden or shown reply, and not on an edit', () => {
    expect(threadToRecount(undefined, post)).toBe('t');
    expect(threadToRecount(post, undefined)).toBe('t');
    expect(threadToRecount(post, { ...post, hidden: true })).toBe('t');
    expect(threadToRecount(post, { ...post, body: 'Edited' })).toBeNull();
    expect(threadToRecount(undefined, undefined)).toBeNull();
  });
});

describe('refreshThreadActivity, called as the trigger would be', () => {
  it('counts the visible replies and names the newest, the same however often it runs', async () => {
    await adminDb.doc('discussion_threads/direct').set(thread('direct'));
    await adminDb.doc('discussion_posts/d1').set(reply('direct', 'bea', '2026-03-01T11:00:00Z'));
    await adminDb.doc('discussion_posts/d2').set(reply('direct', 'cy', '2026-03-01T12:00:00Z'));
    await adminDb.doc('discussion_posts/d3').set(reply('direct', 'dan', '2026-03-01T13:00:00Z', true));
    // The deployed trigger recounts beside these calls: each reads afresh in a transaction, so
    // whichever writes last writes the same figures, and a repeated delivery changes nothing.
    await refreshThreadActivity('direct');
    await refreshThreadActivity('direct');
    const counted = (count: number, author: string, iso: string) => async () => {
      const stored = await readWithDates('discussion_threads/direct');
      return stored?.reply_count === count &&
        stored.last_author_id === author &&
        (stored.last_post_at as Date).getTime() === at(iso).getTime()
        ? true
        : undefined;
    };
    await eventually(counted(2, 'cy', '2026-03-01T12:00:00Z'));
    expect(await refreshThreadActivity('direct')).toBe(false);
    // Without visible replies the thread itself is the newest post.
    await adminDb.doc('discussion_posts/d1').delete();
    await adminDb.doc('discussion_posts/d2').update({ hidden: true });
    await refreshThreadActivity('direct');
    await eventually(counted(0, 'ana', '2026-03-01T10:00:00Z'));
  });

  it('does nothing for a thread that is gone, and keeps the replies of one that is back', async () => {
    expect(await refreshThreadActivity('never-there')).toBe(false);
    await adminDb.doc('discussion_threads/back').set(thread('back'));
    await adminDb.doc('discussion_posts/b1').set(reply('back', 'bea', '2026-03-01T11:00:00Z'));
    expect(await deleteThreadReplies('back')).toBe(0);
    expect((await adminDb.doc('discussion_posts/b1').get()).exists).toBe(true);
  });
});

describe('the cost of a reply (issue 26)', () => {
  /** A thread with `count` visible replies (and one hidden), written in batches. */
  async function threadWithReplies(id: string, count: number) {
    await adminDb.doc(`discussion_threads/${id}`).set(thread(id));
    const start = at('2026-04-01T00:00:00Z').getTime();
    for (let from = 0; from < count; from += 250) {
      const batch = adminDb.batch();
      for (let i = from; i < Math.min(count, from + 250); i += 1) {
        const iso = new Date(start + i * 60_000).toISOString();
        batch.set(adminDb.doc(`discussion_posts/${id}-${i}`), reply(id, i % 2 ? 'bea' : 'cy', iso));
      }
      await batch.commit();
    }
    await adminDb.doc(`discussion_posts/${id}-hidden`).set(reply(id, 'dan', '2026-12-01T00:00:00Z', true));
    // The deployed trigger counts them too, one delivery per reply; wait until all have run, so the
    // measured call below races one delivery at most (its own reply's).
    await eventually(async () => {
      const stored = await readWithDates(`discussion_threads/${id}`);
      return stored?.reply_count === count ? true : undefined;
    }, 120_000);
    await untilDeliveriesDone(`${id}-marker`);
  }

  /**
   * The functions emulator runs a trigger's deliveries one after another: once a marker reply,
   * written now, is counted, every delivery queued before it has run.
   */
  async function untilDeliveriesDone(marker: string) {
    await adminDb.doc(`discussion_threads/${marker}`).set(thread(marker));
    await adminDb.doc(`discussion_posts/${marker}-1`).set(reply(marker, 'bea', '2026-03-02T09:00:00Z'));
    await eventually(
      async () => ((await readWithDates(`discussion_threads/${marker}`))?.reply_count === 1 ? true : undefined),
      120_000,
    );
  }

  /** One more reply, recounted as the trigger does it: what the recount read and wrote, and the figures. */
  async function replyCost(id: string, count: number) {
    await adminDb.doc(`discussion_posts/${id}-new`).set(reply(id, 'eve', '2026-11-30T00:00:00Z'));
    const cost: RecountCost = { reads: 0, writes: 0 };
    let changed = await refreshThreadActivity(id, cost);
    // The deployed trigger may write the figures first (its delivery for the new reply runs beside
    // this call): undo them and recount, to measure a recount that writes. A few rounds, since the
    // trigger may win the race again; the cost is that of the last (measured) recount alone.
    for (let round = 0; !changed && round < 5; round += 1) {
      await adminDb.doc(`discussion_threads/${id}`).update({ reply_count: count });
      changed = await refreshThreadActivity(id, cost);
    }
    const stored = await readWithDates(`discussion_threads/${id}`);
    return { cost, changed, stored };
  }

  it('reads and writes the same in a thread of 5 replies and of 500', async () => {
    await threadWithReplies('short', 5);
    await threadWithReplies('long', 500);
    const short = await replyCost('short', 5);
    const long = await replyCost('long', 500);
    console.log(
      `reads/writes per reply: 5 replies ${JSON.stringify(short.cost)}, 500 replies ${JSON.stringify(long.cost)}`,
    );
    // The thread, the newest visible reply, and one count aggregation (under 1,000 entries); one update.
    expect(short.cost).toEqual({ reads: 3, writes: 1 });
    expect(long.cost).toEqual(short.cost);
    // And the figures are right: the hidden reply is neither counted nor the newest.
    for (const [result, count] of [
      [short, 6],
      [long, 501],
    ] as const) {
      expect(result.changed).toBe(true);
      expect(result.stored?.reply_count).toBe(count);
      expect(result.stored?.last_author_id).toBe('eve');
      expect((result.stored?.last_post_at as Date).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    }
    // The deployed trigger may still have deliveries queued (the rounds above wrote the thread):
    // the next test's trigger is not to be kept waiting behind them.
    await untilDeliveriesDone('marker');
  }, 300_000);
});

describe('the deployed triggers', () => {
  it('recount a thread when a reply arrives or is hidden, and remove the replies of a deleted thread', async () => {
    await adminDb.doc('discussion_threads/live').set(thread('live'));
    await adminDb.doc('discussion_posts/l1').set(reply('live', 'bea', '2026-03-02T09:00:00Z'));
    await eventually(async () => {
      const stored = await readWithDates('discussion_threads/live');
      return stored?.reply_count === 1 && stored.last_author_id === 'bea' ? stored : undefined;
    });
    await adminDb.doc('discussion_posts/l1').update({ hidden: true });
    await eventually(async () =>
      (await readWithDates('discussion_threads/live'))?.reply_count === 0 ? true : undefined,
    );

    await adminDb.doc('discussion_posts/l2').set(reply('live', 'cy', '2026-03-02T10:00:00Z'));
    await adminDb.doc('discussion_threads/live').delete();
    await eventually(async () => {
      const left = await adminDb.collection('discussion_posts').where('thread_id', '==', 'live').get();
      return left.empty ? true : undefined;
    });
  });
});
