/**
 * The discussion under the rules (docs/discussion.md), through the app's own functions
 * (web/src/lib/discussion-queries.ts): members of a cohort start threads and reply as themselves,
 * in shape and within the limits, never in a locked or hidden thread nor in another cohort; authors
 * edit and delete their own; staff of the group read hidden posts and change only pin, hide and
 * lock; each person's read marks are theirs alone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  deleteReply,
  deleteThread,
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
  writeCountedPost,
  type DiscussionScope,
} from '../../web/src/lib/discussion-queries.ts';
import { people, type TestRole } from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs, testEnv } = rulesSuite();

type Who = TestRole | 'alumnus';
const mghA: DiscussionScope = { group: 'mgh', cohort: 'mgh-a', staff: false };
const asStaff: DiscussionScope = { ...mghA, staff: true };
const text = { title: 'Silence in sessions', body: 'How long do you **wait**?' };

/** A reply as a client might forge it (peer, in t1). */
const forgedReply = (overrides: object = {}) => ({
  group: 'mgh',
  cohort: 'mgh-a',
  thread_id: 't1',
  body: 'Me too',
  author_id: 'peer',
  author_name: 'peer peer',
  created_at: serverTimestamp(),
  edited_at: null,
  hidden: false,
  ...overrides,
});
const forgedThread = (overrides: object = {}) => ({
  group: 'mgh',
  cohort: 'mgh-a',
  title: 'Hello',
  body: 'Hi all',
  author_id: 'peer',
  author_name: 'peer peer',
  created_at: serverTimestamp(),
  edited_at: null,
  last_post_at: serverTimestamp(),
  last_author_id: 'peer',
  reply_count: 0,
  pinned: false,
  hidden: false,
  locked: false,
  ...overrides,
});
/** A new post as the app writes one: with the author's count of posts (the fixture's uids are the roles). */
const write = (who: Who, path: string, data: object) => {
  const db = appDbAs(who);
  return writeCountedPost(db, who, doc(db, path), data);
};
const ids = async (who: Who, scope: DiscussionScope) =>
  (await getDocs(threadsQuery(appDbAs(who), scope))).docs.map((d) => d.id).sort();

describe('reading a discussion', () => {
  it("gives a member their cohort's visible threads and replies, and staff the hidden ones too", async () => {
    expect(await assertSucceeds(ids('peer', mghA))).toEqual(['t-locked', 't-own', 't1']);
    expect(await assertSucceeds(ids('facilitator', asStaff))).toEqual(['t-hidden', 't-locked', 't-own', 't1']);
    expect(await assertSucceeds(ids('admin', asStaff))).toHaveLength(4);
    const replies = async (who: Who, scope: DiscussionScope) =>
      (await getDocs(repliesQuery(appDbAs(who), scope, 't1'))).docs.map((d) => d.id).sort();
    expect(await replies('peer', mghA)).toEqual(['p1']);
    expect(await replies('facilitator', asStaff)).toEqual(['p-hidden', 'p1']);
  });

  it("refuses another cohort's discussion, hidden posts to members, and everything to strangers", async () => {
    await assertFails(ids('otherPeer', mghA));
    await assertFails(ids('otherFacilitator', asStaff));
    await assertFails(ids('anonymous', mghA));
    // A member asking for hidden ones too (the staff query) is refused as a whole.
    await assertFails(ids('peer', asStaff));
    await assertFails(getDoc(doc(appDbAs('peer'), 'discussion_threads/t-hidden')));
    await assertFails(getDoc(doc(appDbAs('peer'), 'discussion_posts/p-hidden')));
    await assertFails(getDoc(doc(appDbAs('peer'), 'discussion_threads/t-harvard')));
    await assertSucceeds(getDoc(doc(appDbAs('otherPeer'), 'discussion_threads/t-harvard')));
  });

  it("opens the alumni community's threads to its members and the group's staff only", async () => {
    const alumni: DiscussionScope = { group: 'mgh', cohort: 'alumni', staff: false };
    expect(await assertSucceeds(ids('alumnus', alumni))).toEqual(['t-alumni']);
    expect(await assertSucceeds(ids('facilitator', { ...alumni, staff: true }))).toEqual(['t-alumni']);
    await assertFails(ids('peer', alumni));
  });
});

describe('writing as a member', () => {
  it('starts a thread and replies through the app, as themselves, with the server time', async () => {
    const thread = startThread(appDbAs('peer'), people.peer, mghA, text);
    await assertSucceeds(thread.written);
    const answer = reply(appDbAs('peer'), people.peer, mghA, thread.id, { body: 'Ten seconds.' });
    await assertSucceeds(answer.written);
    const stored = await getDoc(doc(appDbAs('peer'), 'discussion_posts', answer.id));
    expect(stored.data()).toMatchObject({ author_id: 'peer', author_name: 'peer peer', thread_id: thread.id });
    // Staff of the group post too; alumni in their community.
    await assertSucceeds(reply(appDbAs('facilitator'), people.facilitator, mghA, 't1', { body: 'Good one' }).written);
    const alumni: DiscussionScope = { group: 'mgh', cohort: 'alumni', staff: false };
    await assertSucceeds(startThread(appDbAs('alumnus'), people.alumnus, alumni, text).written);
  });

  it('refuses another cohort, a forged author, a wrong group, and other shapes', async () => {
    await assertFails(
      write(
        'otherPeer',
        'discussion_posts/x',
        forgedReply({ author_id: 'otherPeer', author_name: 'otherPeer otherPeer' }),
      ),
    );
    await assertFails(
      write(
        'otherFacilitator',
        'discussion_threads/x',
        forgedThread({
          author_id: 'otherFacilitator',
          author_name: 'otherFacilitator otherFacilitator',
          last_author_id: 'otherFacilitator',
        }),
      ),
    );
    await assertFails(write('anonymous', 'discussion_posts/x', forgedReply()));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ author_id: 'classmate' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ author_name: 'The Dean' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ group: 'harvard' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ cohort: 'harvard-a', group: 'harvard' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ hidden: true })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ pinned: true })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ created_at: new Date('2020-01-01') })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ edited_at: serverTimestamp() })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ pinned: true })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ reply_count: 5 })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ last_author_id: 'classmate' })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ last_post_at: new Date('2030-01-01') })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ hidden: true })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ locked: true })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ edited_at: serverTimestamp() })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ created_at: new Date('2020-01-01') })));
    // The forged shapes above differ from a good one in one field each: the good one passes.
    await assertSucceeds(write('peer', 'discussion_threads/x', forgedThread()));
    await assertSucceeds(write('peer', 'discussion_posts/x', forgedReply()));
  });

  it('holds the limits of the title and the body', async () => {
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ body: 'x'.repeat(5001) })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ body: '   ' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ body: 42 })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ title: 't'.repeat(121) })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ title: ' ' })));
    await assertFails(write('peer', 'discussion_threads/x', forgedThread({ title: 7 })));
    await assertSucceeds(write('peer', 'discussion_posts/y', forgedReply({ body: 'x'.repeat(5000) })));
    await assertSucceeds(write('peer', 'discussion_threads/y', forgedThread({ title: 't'.repeat(120) })));
  });

  it('refuses a reply in a locked or hidden thread, a missing thread, or one of another cohort', async () => {
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ thread_id: 't-locked' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ thread_id: 't-hidden' })));
    await assertFails(write('peer', 'discussion_posts/x', forgedReply({ thread_id: 'nowhere' })));
    await assertFails(write('alumnus', 'discussion_posts/x', forgedReply({ thread_id: 't-alumni', cohort: 'mgh-b' })));
    await assertFails(
      reply(appDbAs('facilitator'), people.facilitator, mghA, 't-locked', { body: 'Staff too' }).written,
    );
  });
});

describe('editing and deleting one’s own', () => {
  it('lets the author change their text, with the server time, and nothing else', async () => {
    await assertSucceeds(editThread(appDbAs('peer'), 't-own', text));
    await assertSucceeds(editReply(appDbAs('peer'), 'p-own', { body: 'Edited' }));
    const edited = await getDoc(doc(appDbAs('peer'), 'discussion_posts/p-own'));
    expect(edited.data()).toMatchObject({ body: 'Edited' });
    expect(edited.data()!.edited_at).not.toBeNull();
    const own = doc(appDbAs('peer'), 'discussion_threads/t-own');
    await assertFails(updateDoc(own, { pinned: true, edited_at: serverTimestamp() }));
    await assertFails(updateDoc(own, { reply_count: 9, edited_at: serverTimestamp() }));
    await assertFails(updateDoc(own, { title: 'No time' }));
    await assertFails(updateDoc(own, { title: '', edited_at: serverTimestamp() }));
    await assertFails(updateDoc(own, { body: 'b'.repeat(5001), edited_at: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(appDbAs('peer'), 'discussion_posts/p-own'), { body: ' ', edited_at: serverTimestamp() }),
    );
  });

  it("refuses edits of someone else's post, of a locked thread, or of a hidden one", async () => {
    await assertFails(editReply(appDbAs('peer'), 'p1', { body: 'Not mine' }));
    await assertFails(editThread(appDbAs('peer'), 't1', text));
    await assertFails(editThread(appDbAs('peer'), 't-locked', text));
    await assertFails(editThread(appDbAs('peer'), 't-hidden', text));
    await assertFails(editThread(appDbAs('facilitator'), 't1', text));
  });

  it('lets the author delete their own, and nobody else', async () => {
    await assertFails(deleteReply(appDbAs('facilitator'), 'p1'));
    await assertFails(deleteThread(appDbAs('admin'), 't1'));
    await assertFails(deleteThread(appDbAs('peer'), 't1'));
    await assertSucceeds(deleteReply(appDbAs('peer'), 'p-own'));
    await assertSucceeds(deleteThread(appDbAs('peer'), 't-locked'));
  });
});

describe('moderation by staff', () => {
  it('pins, locks and hides a thread and hides a reply, for staff of the group only', async () => {
    await assertSucceeds(moderateThread(appDbAs('facilitator'), 't1', { pinned: true, locked: true }));
    await assertSucceeds(moderateThread(appDbAs('admin'), 't1', { hidden: true }));
    await assertSucceeds(moderateReply(appDbAs('facilitator'), 'p1', true));
    await assertSucceeds(moderateReply(appDbAs('facilitator'), 'p-hidden', false));
    for (const who of ['peer', 'otherFacilitator', 'otherPeer', 'anonymous'] as const) {
      await assertFails(moderateThread(appDbAs(who), 't-own', { pinned: true }));
      await assertFails(moderateReply(appDbAs(who), 'p-own', true));
    }
  });

  it('refuses staff any other change, or a moderation field that is not true or false', async () => {
    const t1 = doc(appDbAs('facilitator'), 'discussion_threads/t1');
    await assertFails(updateDoc(t1, { body: 'Rewritten' }));
    await assertFails(updateDoc(t1, { pinned: 'yes' }));
    await assertFails(updateDoc(t1, { locked: 1 }));
    await assertFails(updateDoc(t1, { hidden: null }));
    await assertFails(updateDoc(doc(appDbAs('facilitator'), 'discussion_posts/p1'), { hidden: 'no' }));
    await assertFails(updateDoc(doc(appDbAs('facilitator'), 'discussion_posts/p1'), { body: 'Rewritten' }));
  });
});

describe('read marks', () => {
  it('are written and read by their owner only', async () => {
    await assertSucceeds(markThreadRead(appDbAs('peer'), 'peer', 't-own'));
    const marks = await assertSucceeds(getDoc(readMarksRef(appDbAs('peer'), 'peer')));
    expect(Object.keys(marks.data()!.threads).sort()).toEqual(['t-own', 't1']);
    await assertSucceeds(markThreadRead(appDbAs('facilitator'), 'facilitator', 't1'));
    await assertFails(markThreadRead(appDbAs('facilitator'), 'peer', 't1'));
    await assertFails(getDoc(readMarksRef(appDbAs('admin'), 'peer')));
    await assertFails(setDoc(doc(appDbAs('peer'), 'discussion_reads/peer'), { threads: {}, role: 'admin' }));
    await assertFails(setDoc(doc(appDbAs('peer'), 'discussion_reads/peer'), { threads: 'all' }));
    await assertSucceeds(deleteDoc(doc(appDbAs('peer'), 'discussion_reads/peer')));
  });
});

describe('at most 10 posts a minute per person (docs/decisions.md "Limits")', () => {
  const seedRate = (uid: string, data: object) =>
    testEnv().withSecurityRulesDisabled((context) => context.firestore().doc(`discussion_rates/${uid}`).set(data));
  const rate = async (uid: string) => {
    let data: Record<string, unknown> | undefined;
    await testEnv().withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(`discussion_rates/${uid}`).get()).data();
    });
    return data;
  };

  it('takes threads and replies together, refuses the 11th with how long to wait, and counts per person', async () => {
    for (let i = 0; i < 5; i++) {
      await assertSucceeds(startThread(appDbAs('peer'), people.peer, mghA, text).written);
      await assertSucceeds(reply(appDbAs('peer'), people.peer, mghA, 't1', { body: `Reply ${i}` }).written);
    }
    expect(await rate('peer')).toMatchObject({ count: 10 });
    const eleventh = reply(appDbAs('peer'), people.peer, mghA, 't1', { body: 'One more' }).written;
    await expect(eleventh).rejects.toMatchObject({
      code: 'discussion-limit',
      message: expect.stringMatching(
        /^You have posted 10 times within a minute: wait \d+ seconds? before posting again\.$/,
      ),
    });
    const wait = Number(/wait (\d+)/.exec(((await eleventh.catch((e: Error) => e)) as Error).message)![1]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Nothing of it was written; someone else posts as usual.
    expect(await rate('peer')).toMatchObject({ count: 10 });
    await assertSucceeds(reply(appDbAs('facilitator'), people.facilitator, mghA, 't1', { body: 'Staff' }).written);
  });

  it('starts a new minute once the last one is a minute old', async () => {
    const twoMinutesAgo = Timestamp.fromMillis(Date.now() - 120_000);
    await seedRate('peer', { window_start: twoMinutesAgo, count: 10, post: 'old' });
    await assertSucceeds(reply(appDbAs('peer'), people.peer, mghA, 't1', { body: 'Back again' }).written);
    const after = await rate('peer');
    expect(after?.count).toBe(1);
    expect((after?.window_start as Timestamp).toMillis()).toBeGreaterThan(twoMinutesAgo.toMillis());
  });

  it('keeps the count out of anyone’s hands: no post without it, no reset before the minute, no deleting, no reading another’s', async () => {
    await seedRate('peer', { window_start: Timestamp.now(), count: 10, post: 'old' });
    const db = appDbAs('peer');
    // A post without the count, or with a count that names another post.
    await assertFails(setDoc(doc(db, 'discussion_posts/bare'), forgedReply()));
    await seedRate('classmate', { window_start: Timestamp.now(), count: 1, post: 'old' });
    // The count set back within the minute, or taken away.
    await assertFails(
      setDoc(doc(db, 'discussion_rates/peer'), { window_start: serverTimestamp(), count: 1, post: 'x' }),
    );
    await assertFails(updateDoc(doc(db, 'discussion_rates/peer'), { count: 0, post: 'x' }));
    await assertFails(deleteDoc(doc(db, 'discussion_rates/peer')));
    // Two posts on one count: refused; the same count with one of them passes.
    await seedRate('peer', { window_start: Timestamp.now(), count: 1, post: 'old' });
    const twoOnOne = writeBatch(db);
    twoOnOne.set(doc(db, 'discussion_rates/peer'), { count: 2, post: 'discussion_posts/a' }, { merge: true });
    twoOnOne.set(doc(db, 'discussion_posts/a'), forgedReply());
    twoOnOne.set(doc(db, 'discussion_posts/b'), forgedReply());
    await assertFails(twoOnOne.commit());
    const oneOnOne = writeBatch(db);
    oneOnOne.set(doc(db, 'discussion_rates/peer'), { count: 2, post: 'discussion_posts/a' }, { merge: true });
    oneOnOne.set(doc(db, 'discussion_posts/a'), forgedReply());
    await assertSucceeds(oneOnOne.commit());
    // Someone else's count: neither read nor written; one's own is read.
    await assertFails(getDoc(doc(db, 'discussion_rates/classmate')));
    await assertFails(updateDoc(doc(db, 'discussion_rates/classmate'), { count: 2, post: 'y' }));
    await assertSucceeds(getDoc(doc(db, 'discussion_rates/peer')));
  });
});
