/**
 * Every endpoint x {no token, bad token, peer, peer of another group, facilitator of the group,
 * facilitator of another group, admin}. Each request targets mgh / cohort mgh-a / person `peer`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, CALLERS, type Caller } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const mghReach = { peer: 200, otherPeer: 403, facilitator: 200, otherFacilitator: 403, admin: 200 };
const staffOfMgh = { peer: 403, otherPeer: 403, facilitator: 200, otherFacilitator: 403, admin: 200 };

const endpoints: { name: string; path: string; method?: string; body?: unknown; expected: Record<Caller, number> }[] = [
  { name: 'GET /api/shared/user', path: '/api/shared/user?id=peer', expected: mghReach },
  {
    name: 'PUT /api/shared/user_info',
    path: '/api/shared/user_info',
    method: 'PUT',
    body: { id: 'peer', key: 'tutorial', value: true },
    expected: mghReach,
  },
  {
    name: 'GET /api/admin/groups',
    path: '/api/admin/groups',
    expected: { peer: 403, otherPeer: 403, facilitator: 403, otherFacilitator: 403, admin: 200 },
  },
  { name: 'GET /api/facilitator/cohorts', path: '/api/facilitator/cohorts?groups=mgh', expected: staffOfMgh },
  { name: 'GET /api/user/shared_cohorts', path: '/api/user/shared_cohorts?cohort=mgh-a&group=mgh', expected: mghReach },
  {
    name: 'GET /api/facilitator/sandbox_data',
    path: '/api/facilitator/sandbox_data',
    expected: { peer: 403, otherPeer: 403, facilitator: 200, otherFacilitator: 200, admin: 200 },
  },
  { name: 'GET /api/facilitator/users', path: '/api/facilitator/users?cohort=mgh-a', expected: staffOfMgh },
  { name: 'GET /api/user/events', path: '/api/user/events?shared_cohorts=mgh-a', expected: mghReach },
  { name: 'GET /api/user/attendance', path: '/api/user/attendance?id=peer', expected: mghReach },
  { name: 'GET /api/user/announcements', path: '/api/user/announcements?shared_cohorts=mgh-a', expected: mghReach },
  { name: 'GET /api/shared/activities', path: '/api/shared/activities?id=peer', expected: mghReach },
  { name: 'GET /api/user/setting', path: '/api/user/setting?group=mgh&setting=certificate', expected: mghReach },
];

describe.each(endpoints)('$name', ({ path, method, body, expected }) => {
  it('answers 401 with a JSON error without a token', async () => {
    const response = await call(path, { method, body });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Missing bearer token in the Authorization header');
  });
  it('answers 401 for a malformed or forged token', async () => {
    for (const token of ['not-a-jwt', `${tokens.peer.slice(0, -4)}AAAA`]) {
      const response = await call(path, { method, body, token });
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('The bearer token is invalid, expired or revoked');
    }
  });
  it.each(CALLERS)('answers %s as section 6 allows', async (caller) => {
    const response = await call(path, { method, body, token: tokens[caller] });
    expect({ caller, status: response.status }).toEqual({ caller, status: expected[caller] });
    if (response.status === 403) expect(response.body.error).toEqual(expect.any(String));
  });
});
