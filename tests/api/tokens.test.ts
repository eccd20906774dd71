/** Expired and revoked tokens are refused like missing ones: 401 with a JSON error. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, idTokenFor } from '../support/admin.ts';
import { inSecondAfter, tokenSeconds } from '../support/clock.ts';
import { buildWorld, call, people } from './support/world.ts';

beforeAll(async () => {
  await buildWorld();
});

/** The Auth emulator signs nothing (alg "none"), so a token with any claims can be made here. */
function tokenWith(claims: Record<string, unknown>, from: string) {
  const [header, payload] = from.split('.');
  const decoded = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
  const changed = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${changed}.`;
}

describe('bearer tokens', () => {
  it('accepts a fresh token', async () => {
    const token = await idTokenFor(people.baker.email);
    expect((await call('/api/shared/user?id=baker', { token })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await idTokenFor(people.baker.email);
    // The rebuilt token is accepted as long as only the expiry differs...
    expect((await call('/api/shared/user?id=baker', { token: tokenWith({}, token) })).status).toBe(200);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = tokenWith({ iat: past - 3600, exp: past, auth_time: past - 3600 }, token);
    const response = await call('/api/shared/user?id=baker', { token: expired });
    expect(response).toEqual({ status: 401, body: { error: 'The bearer token is invalid, expired or revoked' } });
  });

  it('refuses a token issued before its sessions were revoked', async () => {
    const token = await idTokenFor(people.mcdonald.email);
    // Revocation is recorded in whole seconds; the token must predate it.
    await inSecondAfter(tokenSeconds(token, 'auth_time'));
    await adminAuth.revokeRefreshTokens('mcdonald');
    const response = await call('/api/shared/user?id=mcdonald', { token });
    expect(response.status).toBe(401);
  });

  it('refuses the token of a disabled account', async () => {
    const token = await idTokenFor(people.adams.email);
    await adminAuth.updateUser('adams', { disabled: true });
    expect((await call('/api/shared/user?id=adams', { token })).status).toBe(401);
  });
});
