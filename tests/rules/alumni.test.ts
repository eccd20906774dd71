/**
 * The alumni network under the rules (docs/alumni.md), through the app's own functions
 * (web/src/lib/alumni-queries.ts): an alumni-community member writes their own profile, with their
 * own names and the limits of domain/src/community/alumni.ts; the people and staff of the group read it only
 * while it is opted in; an opted-out profile is its owner's alone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, query, collection, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { alumniDirectoryQuery, ownAlumniProfileRef, saveAlumniProfile } from '../../web/src/lib/alumni-queries.ts';
import { people, type TestRole } from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs } = rulesSuite();

const input = {
  opted_in: true,
  cohort_year: 2024,
  department: 'Oncology',
  interests: 'mentoring, QI',
  contact: 'Teams',
};
/** The alumnus's profile as a client might forge it. */
const forged = (overrides: object = {}) => ({
  user_id: 'alumnus',
  group: 'mgh',
  first_name: 'alumnus',
  last_name: 'alumnus',
  ...input,
  updated_at: serverTimestamp(),
  ...overrides,
});
const write = (role: TestRole | 'alumnus', data: object, id = 'alumnus') =>
  setDoc(doc(appDbAs(role), 'alumni_profiles', id), data);

describe('an alumnus writing their profile', () => {
  it('saves it through the app, opted in or out, and reads it back', async () => {
    await assertSucceeds(saveAlumniProfile(appDbAs('alumnus'), people.alumnus, { ...input, opted_in: false }));
    const own = await assertSucceeds(getDoc(ownAlumniProfileRef(appDbAs('alumnus'), 'alumnus')));
    expect(own.data()).toMatchObject({ opted_in: false, department: 'Oncology', first_name: 'alumnus' });
  });

  it('refuses forged names, someone else’s profile, another group, extra fields and broken limits', async () => {
    await assertFails(write('alumnus', forged({ first_name: 'Someone' })));
    await assertFails(write('alumnus', forged({ user_id: 'peer' })));
    await assertFails(write('alumnus', forged(), 'peer'));
    await assertFails(write('alumnus', forged({ group: 'harvard' })));
    await assertFails(write('alumnus', forged({ role: 'admin' })));
    await assertFails(write('alumnus', forged({ contact: 'x'.repeat(201) })));
    await assertFails(write('alumnus', forged({ interests: 'x'.repeat(301) })));
    await assertFails(write('alumnus', forged({ department: 'x'.repeat(121) })));
    await assertFails(write('alumnus', forged({ cohort_year: '2024' })));
    await assertFails(write('alumnus', forged({ cohort_year: 1999 })));
    await assertFails(write('alumnus', forged({ opted_in: 'yes' })));
    await assertFails(write('alumnus', forged({ updated_at: new Date('2020-01-01') })));
    // The limits themselves pass.
    await assertSucceeds(write('alumnus', forged({ contact: 'x'.repeat(200), cohort_year: 2100 })));
  });

  it('is for alumni-community members only, and nobody writes for them', async () => {
    const notAlumnus = { ...forged(), user_id: 'peer', first_name: 'peer', last_name: 'peer' };
    await assertFails(write('peer', notAlumnus, 'peer'));
    for (const role of ['anonymous', 'peer', 'facilitator', 'admin'] as const) {
      await assertFails(write(role, forged()));
    }
  });
});

describe('reading the network', () => {
  it("gives the group's people and staff the opted-in profiles, and nobody else", async () => {
    for (const role of ['peer', 'facilitator', 'admin', 'alumnus'] as const) {
      const ids = (await assertSucceeds(getDocs(alumniDirectoryQuery(appDbAs(role), 'mgh')))).docs.map((d) => d.id);
      expect({ role, ids }).toEqual({ role, ids: ['alumnus'] });
    }
    for (const role of ['anonymous', 'otherPeer', 'otherFacilitator'] as const) {
      await assertFails(getDocs(alumniDirectoryQuery(appDbAs(role), 'mgh')));
    }
  });

  it('never shows an opted-out profile to anyone but its owner', async () => {
    for (const role of ['peer', 'facilitator', 'admin', 'alumnus'] as const) {
      await assertFails(getDoc(ownAlumniProfileRef(appDbAs(role), 'quiet')));
      const optedOut = query(
        collection(appDbAs(role), 'alumni_profiles'),
        where('group', '==', 'mgh'),
        where('opted_in', '==', false),
      );
      await assertFails(getDocs(optedOut));
    }
    // Opting out hides the alumnus's own profile from the others at once.
    await assertSucceeds(saveAlumniProfile(appDbAs('alumnus'), people.alumnus, { ...input, opted_in: false }));
    await assertFails(getDoc(ownAlumniProfileRef(appDbAs('peer'), 'alumnus')));
    await assertSucceeds(getDoc(ownAlumniProfileRef(appDbAs('alumnus'), 'alumnus')));
  });
});
