/**
 * The resources library under the rules (docs/resources.md), through the app's own queries
 * (web/src/lib/resource-queries.ts): peers read the resources addressed to one of their shared
 * cohorts (the alumni cohort for alumni-community members), staff of the group all of the group's,
 * nobody else anything; every write is refused to every role (staff write through the API).
 * Fixture: mgh-guide (mgh-a), mgh-b-only (mgh-b), alumni-guide (alumni), harvard-guide (harvard-a).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { groupResourcesQuery, peerResourcesQuery } from '../../web/src/lib/resource-queries.ts';
import { ROLES, type TestRole } from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs } = rulesSuite();

type Who = TestRole | 'alumnus';
const get = (role: Who, id: string) => getDoc(doc(appDbAs(role), 'resources', id));
const idsOf = async (query: Promise<{ docs: { id: string }[] }>) => (await query).docs.map((d) => d.id).sort();

/** Who may get each resource of the fixture. */
const readers: Record<string, Who[]> = {
  'mgh-guide': ['peer', 'facilitator', 'admin'],
  'mgh-b-only': ['alumnus', 'facilitator', 'admin'],
  'alumni-guide': ['alumnus', 'facilitator', 'admin'],
  'harvard-guide': ['otherPeer', 'otherFacilitator', 'admin'],
};

describe('get', () => {
  it.each(Object.entries(readers))('%s: its cohorts’ peers and its group’s staff, nobody else', async (id, allowed) => {
    for (const role of [...ROLES, 'alumnus'] as const) {
      if (allowed.includes(role)) await assertSucceeds(get(role, id));
      else await assertFails(get(role, id));
    }
  });
});

describe('list', () => {
  it("gives a peer the resources of their shared cohorts, through the app's query", async () => {
    expect(await idsOf(assertSucceeds(getDocs(peerResourcesQuery(appDbAs('peer'), ['mgh-a']))))).toEqual(['mgh-guide']);
    // An alumni-community member also reads the alumni cohort's.
    expect(await idsOf(assertSucceeds(getDocs(peerResourcesQuery(appDbAs('alumnus'), ['mgh-b', 'alumni']))))).toEqual([
      'alumni-guide',
      'mgh-b-only',
    ]);
    expect(await idsOf(assertSucceeds(getDocs(peerResourcesQuery(appDbAs('otherPeer'), ['harvard-a']))))).toEqual([
      'harvard-guide',
    ]);
  });

  it("refuses a peer another cohort's resources, and anyone signed out", async () => {
    await assertFails(getDocs(peerResourcesQuery(appDbAs('peer'), ['mgh-b'])));
    await assertFails(getDocs(peerResourcesQuery(appDbAs('peer'), ['mgh-a', 'mgh-b'])));
    await assertFails(getDocs(peerResourcesQuery(appDbAs('otherPeer'), ['mgh-a'])));
    await assertFails(getDocs(peerResourcesQuery(appDbAs('anonymous'), ['mgh-a'])));
    await assertFails(getDocs(groupResourcesQuery(appDbAs('anonymous'), 'mgh')));
    // A peer cannot list the whole group, even their own.
    await assertFails(getDocs(groupResourcesQuery(appDbAs('peer'), 'mgh')));
  });

  it("gives staff every resource of their group, whichever cohorts see it, and no other group's", async () => {
    const mgh = ['alumni-guide', 'mgh-b-only', 'mgh-guide'];
    expect(await idsOf(assertSucceeds(getDocs(groupResourcesQuery(appDbAs('facilitator'), 'mgh'))))).toEqual(mgh);
    expect(await idsOf(assertSucceeds(getDocs(groupResourcesQuery(appDbAs('admin'), 'mgh'))))).toEqual(mgh);
    expect(await idsOf(assertSucceeds(getDocs(groupResourcesQuery(appDbAs('admin'), 'harvard'))))).toEqual([
      'harvard-guide',
    ]);
    expect(await idsOf(assertSucceeds(getDocs(groupResourcesQuery(appDbAs('otherFacilitator'), 'harvard'))))).toEqual([
      'harvard-guide',
    ]);
    await assertFails(getDocs(groupResourcesQuery(appDbAs('facilitator'), 'harvard')));
    await assertFails(getDocs(groupResourcesQuery(appDbAs('otherFacilitator'), 'mgh')));
  });
});

describe('writes', () => {
  const fresh = {
    group: 'mgh',
    cohorts: ['mgh-a'],
    category: 'Readings',
    title: 'Written from a browser',
    url: 'https://example.org/x',
    description: '',
    order: 0,
    created_at: new Date(),
    updated_at: new Date(),
    created_by: 'facilitator',
  };
  it.each([...ROLES, 'alumnus'] as const)(
    'refuses create, update and delete as %s (staff use the API)',
    async (role) => {
      const db = appDbAs(role);
      await assertFails(setDoc(doc(db, 'resources', 'fresh'), { ...fresh, created_by: role }));
      await assertFails(updateDoc(doc(db, 'resources', 'mgh-guide'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(db, 'resources', 'mgh-guide')));
    },
  );
});
