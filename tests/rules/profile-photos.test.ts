/**
 * Profile photos under the rules (docs/account.md, "Photo"), through the app's own functions
 * (web/src/lib/profile-photo-queries.ts): the owner writes a small JPEG data URL with the server's
 * time and nothing else; whoever may see the person reads it; nobody else writes or deletes it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profilePhotoRef, removeProfilePhoto, saveProfilePhoto } from '../../web/src/lib/profile-photo-queries.ts';
import { type TestRole } from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs } = rulesSuite();

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const write = (role: TestRole, data: object, id = 'peer') => setDoc(doc(appDbAs(role), 'profile_photos', id), data);

describe('a profile photo', () => {
  it('is saved and removed by its owner through the app', async () => {
    await assertSucceeds(saveProfilePhoto(appDbAs('peer'), 'peer', JPEG));
    const stored = await assertSucceeds(getDoc(profilePhotoRef(appDbAs('peer'), 'peer')));
    expect(stored.data()?.data_url).toBe(JPEG);
    await assertSucceeds(saveProfilePhoto(appDbAs('facilitator'), 'facilitator', JPEG));
    await assertSucceeds(removeProfilePhoto(appDbAs('peer'), 'peer'));
  });

  it('refuses anything but a JPEG data URL within the limit, with the server time, and nobody else', async () => {
    const good = { data_url: JPEG, updated_at: serverTimestamp() };
    await assertFails(write('peer', { ...good, data_url: 'data:image/png;base64,iVBORw0KGgo=' }));
    await assertFails(write('peer', { ...good, data_url: 'https://evil.test/x.jpg' }));
    await assertFails(write('peer', { ...good, data_url: 'data:image/jpeg;base64,<script>' }));
    await assertFails(write('peer', { ...good, data_url: `data:image/jpeg;base64,${'A'.repeat(60_000)}` }));
    await assertFails(write('peer', { ...good, data_url: 42 }));
    await assertFails(write('peer', { ...good, updated_at: new Date('2020-01-01') }));
    await assertFails(write('peer', { ...good, role: 'admin' }));
    await assertFails(write('peer', { data_url: JPEG }));
    for (const role of ['anonymous', 'otherPeer', 'facilitator', 'admin'] as const) {
      await assertFails(write(role, good));
      await assertFails(removeProfilePhoto(appDbAs(role), 'peer'));
    }
    await assertSucceeds(write('peer', good));
  });

  it('is seen by the people who may see its owner, and nobody else', async () => {
    for (const role of ['peer', 'facilitator', 'admin'] as const)
      await assertSucceeds(getDoc(profilePhotoRef(appDbAs(role), 'peer')));
    for (const role of ['anonymous', 'otherPeer', 'otherFacilitator'] as const)
      await assertFails(getDoc(profilePhotoRef(appDbAs(role), 'peer')));
    // A missing photo answers the same way: whether someone has one says nothing to strangers.
    await assertSucceeds(getDoc(profilePhotoRef(appDbAs('facilitator'), 'alumnus')));
    await assertFails(getDoc(profilePhotoRef(appDbAs('otherPeer'), 'alumnus')));
  });
});
