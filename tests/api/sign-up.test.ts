/** A self sign-up gets its profile on its first API call, and can then use the API. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { AUTH_URL } from '../support/emulators.ts';
import { buildWorld, call } from './support/world.ts';

beforeAll(async () => {
  await buildWorld();
});

describe('self sign-up', () => {
  it('creates an invited peer profile without cohort, and keeps existing profiles', async () => {
    const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new.person@api.test', password: 'new-password', returnSecureToken: true }),
    });
    const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
    expect((await adminDb.doc(`users/${localId}`).get()).exists).toBe(false);

    // The client records the sign-in first (spec section 4), which creates the profile.
    expect(
      (
        await call('/api/shared/user_info', {
          method: 'PUT',
          token: idToken,
          body: { id: localId, key: 'last_login', value: 'now' },
        })
      ).status,
    ).toBe(200);
    const profile = (await adminDb.doc(`users/${localId}`).get()).data();
    expect(profile).toMatchObject({
      id: localId,
      email: 'new.person@api.test',
      role: 'peer',
      status: 'invited',
      cohort_list: [],
      current_cohort: null,
    });

    // The client records the sign-in, then reads the profile (spec section 4).
    expect(
      (
        await call('/api/shared/user_info', {
          method: 'PUT',
          token: idToken,
          body: { id: localId, key: 'last_login', value: 'now' },
        })
      ).status,
    ).toBe(200);
    expect((await call(`/api/shared/user?id=${localId}`, { token: idToken })).body).toMatchObject({
      id: localId,
      last_login: expect.any(String),
    });
    // Existing profiles are never replaced by a self sign-up profile.
    expect((await adminDb.doc('users/peer').get()).get('cohort_list')).toEqual(['mgh-a']);
  });
});
