/** Bad input per parameter of every endpoint: 400 with a message naming the field, never a 500. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call } from './support/world.ts';

let adminToken: string;
beforeAll(async () => {
  adminToken = (await buildWorld()).admin;
});

const cases: { path: string; expected: string }[] = [
  { path: '/api/shared/user', expected: 'id: is required' },
  { path: '/api/shared/user?id=', expected: 'id: must not be empty' },
  { path: '/api/shared/user?id=peer&role=admin', expected: 'role: unknown field' },
  { path: '/api/shared/user?id=a&id=b', expected: 'id: ' },
  { path: '/api/shared/activities', expected: 'id: is required' },
  { path: '/api/admin/groups?group=mgh', expected: 'group: unknown field' },
  { path: '/api/facilitator/cohorts', expected: 'groups: is required' },
  { path: '/api/facilitator/cohorts?groups=', expected: 'groups: ' },
  { path: '/api/facilitator/sandbox_data?all=1', expected: 'all: unknown field' },
  { path: '/api/facilitator/users', expected: 'cohort: is required' },
  { path: '/api/facilitator/users?cohorts=mgh-a', expected: 'cohort: is required; cohorts: unknown field' },
  { path: '/api/user/shared_cohorts?cohort=mgh-a', expected: 'group: is required' },
  { path: '/api/user/shared_cohorts?group=mgh', expected: 'cohort: is required' },
  { path: '/api/user/events', expected: 'shared_cohorts: is required' },
  {
    path: '/api/user/events?shared_cohorts[0]=mgh-a',
    expected: 'shared_cohorts: is required; shared_cohorts[0]: unknown field',
  },
  { path: `/api/user/events?shared_cohorts=${'x'.repeat(200)}`, expected: 'shared_cohorts: ' },
  { path: '/api/user/announcements', expected: 'shared_cohorts: is required' },
  { path: '/api/user/attendance?id=', expected: 'id: must not be empty' },
  { path: '/api/user/setting?group=mgh', expected: 'setting: ' },
  { path: '/api/user/setting?setting=certificate', expected: 'group: is required' },
];

describe('bad query parameters', () => {
  it.each(cases)('$path -> 400 "$expected"', async ({ path, expected }) => {
    const { status, body } = await call(path, { token: adminToken });
    expect(status).toBe(400);
    expect(body.error?.slice(0, expected.length)).toBe(expected);
  });
});

describe('bad user_info bodies', () => {
  const put = (body: unknown) => call('/api/shared/user_info', { method: 'PUT', token: adminToken, body });
  it.each([
    [{}, 'id: is required; key: '],
    [{ id: 'peer', value: true }, 'key: '],
    [{ id: 'peer', key: 'first_name', value: '' }, 'value: must not be empty'],
    [{ id: 'peer', key: 'first_name', value: 42 }, 'value: '],
    [{ id: 'peer', key: 'current_group', value: ' ' }, 'value: must not be empty'],
    [[1, 2], ''],
  ])('%j -> 400 "%s"', async (body, expected) => {
    const { status, body: answer } = await put(body);
    expect(status).toBe(400);
    expect(answer.error?.slice(0, expected.length)).toBe(expected);
  });
});
