/** The live queries the browser runs, and the probes a curious peer might try instead. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbAs, seed, startRulesEnvironment } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
// Every write in these suites is denied, so the data seeded once stays as it is.
beforeAll(() => seed(env));

describe('announcements', () => {
  it("a peer's live query returns the visible announcements of their cohort, never the draft", async () => {
    const snapshot = await assertSucceeds(
      dbAs(env, 'peer')
        .collection('announcements')
        .where('cohorts', 'array-contains-any', ['mgh-a'])
        .where('visible', '==', true)
        .get(),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(['welcome']);
  });
  it('a peer cannot get the draft, nor list without the visible filter', async () => {
    const db = dbAs(env, 'peer');
    await assertFails(db.doc('announcements/draft').get());
    await assertFails(db.collection('announcements').where('cohorts', 'array-contains-any', ['mgh-a']).get());
  });
  it("a peer cannot list another cohort's announcements", async () => {
    await assertFails(
      dbAs(env, 'peer')
        .collection('announcements')
        .where('cohorts', 'array-contains-any', ['harvard-a'])
        .where('visible', '==', true)
        .get(),
    );
  });
  it('a facilitator sees drafts of their group too', async () => {
    const snapshot = await assertSucceeds(
      dbAs(env, 'facilitator').collection('announcements').where('group', '==', 'mgh').get(),
    );
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['draft', 'welcome']);
  });
});

describe('attendance', () => {
  it('a peer subscribes to their own records only', async () => {
    const db = dbAs(env, 'peer');
    const mine = await assertSucceeds(db.collection('attendance').where('user_id', '==', 'peer').get());
    expect(mine.docs.map((d) => d.id)).toEqual(['kickoff_peer']);
    await assertFails(db.collection('attendance').where('user_id', '==', 'otherPeer').get());
    await assertFails(db.collection('attendance').where('event_id', '==', 'kickoff').get());
  });
  it("a facilitator subscribes to an event's attendance within their group", async () => {
    const db = dbAs(env, 'facilitator');
    await assertSucceeds(
      db.collection('attendance').where('event_id', '==', 'kickoff').where('group', '==', 'mgh').get(),
    );
    await assertFails(db.collection('attendance').where('group', '==', 'harvard').get());
  });
});

describe('events and the alumni cohort', () => {
  it('an alumni-community member reads the alumni cohort and its events', async () => {
    const db = dbAs(env, 'alumnus');
    await assertSucceeds(db.doc('cohorts/alumni').get());
    await assertSucceeds(db.collection('events').where('cohorts', 'array-contains-any', ['mgh-b', 'alumni']).get());
  });
  it('a peer outside the alumni community does not', async () => {
    const db = dbAs(env, 'peer');
    await assertFails(db.doc('cohorts/alumni').get());
    await assertFails(db.doc('events/alumni-mixer').get());
    await assertFails(db.collection('events').where('cohorts', 'array-contains-any', ['alumni']).get());
  });
  it('an unfiltered collection scan is denied to peers and other groups', async () => {
    await assertFails(dbAs(env, 'peer').collection('events').get());
    await assertFails(dbAs(env, 'otherFacilitator').collection('events').where('group', '==', 'mgh').get());
  });
});
