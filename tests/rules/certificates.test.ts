/**
 * Issued certificates under the rules, through the app's own live queries
 * (web/src/lib/live-queries.ts): the holder follows their own, staff of the group a peer's, nobody
 * else either; the exactly-once guard is the functions' alone. Writes by every role are denied in
 * the matrix (matrix.test.ts).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getDocs, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCertificateQuery, peerCertificateQuery } from '../../web/src/lib/live-queries.ts';
import { dbAs, PEER_CERTIFICATE_ID, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeAll(() => seed(env));

const appDbAs = (role: TestRole | 'alumnus') => dbAs(env, role) as unknown as Firestore;

describe('a peer’s own certificate', () => {
  it('the holder’s live query returns it, whole, through the app’s converter', async () => {
    const snapshot = await assertSucceeds(getDocs(ownCertificateQuery(appDbAs('peer'), 'peer')));
    expect(snapshot.docs.map((d) => d.data())).toEqual([
      {
        id: PEER_CERTIFICATE_ID,
        user_id: 'peer',
        group: 'mgh',
        cohort: 'mgh-a',
        cohort_name: 'MGH A',
        name: 'peer peer',
        program: 'MGH Peer Coaching Program',
        issued_at: new Date('2026-01-20T15:00:00Z'),
      },
    ]);
  });

  it('a peer without one gets an empty answer to the same query (the home shows nothing)', async () => {
    const snapshot = await assertSucceeds(getDocs(ownCertificateQuery(appDbAs('otherPeer'), 'otherPeer')));
    expect(snapshot.empty).toBe(true);
  });

  it.each(['otherPeer', 'alumnus', 'anonymous'] as const)('%s cannot query peer’s certificate', async (role) => {
    await assertFails(getDocs(ownCertificateQuery(appDbAs(role), 'peer')));
  });
});

describe('staff following a peer’s certificate (/user-view)', () => {
  it.each(['facilitator', 'admin'] as const)('%s of the group gets it', async (role) => {
    const snapshot = await assertSucceeds(getDocs(peerCertificateQuery(appDbAs(role), 'mgh', 'peer')));
    expect(snapshot.docs.map((d) => d.id)).toEqual([PEER_CERTIFICATE_ID]);
  });

  it('a facilitator of another group does not, by either query', async () => {
    await assertFails(getDocs(peerCertificateQuery(appDbAs('otherFacilitator'), 'mgh', 'peer')));
    await assertFails(getDocs(ownCertificateQuery(appDbAs('otherFacilitator'), 'peer')));
    // Naming their own group is allowed, and finds nothing of mgh's.
    const own = await assertSucceeds(getDocs(peerCertificateQuery(appDbAs('otherFacilitator'), 'harvard', 'peer')));
    expect(own.empty).toBe(true);
  });

  it('a peer cannot list a group’s certificates', async () => {
    await assertFails(getDocs(peerCertificateQuery(appDbAs('peer'), 'mgh', 'otherPeer')));
    await assertFails(dbAs(env, 'peer').collection('certificates').where('group', '==', 'mgh').get());
  });
});

describe('certificate_holders (the exactly-once guard)', () => {
  it.each(['peer', 'facilitator', 'admin'] as const)('%s cannot read or write it', async (role) => {
    const db = dbAs(env, role);
    await assertFails(db.doc('certificate_holders/peer').get());
    await assertFails(db.doc('certificate_holders/peer').set({ certificate_id: 'x', issued_at: new Date() }));
  });
});
