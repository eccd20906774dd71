/**
 * What the deploy issue made true on the emulators (docs/deploy.md): Hosting's security headers,
 * the public endpoints served by a function of their own, and the first-admin script.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, clearEmulators, idTokenFor } from '../support/admin.ts';
import { API_BASE_URL, API_FUNCTION_URL, AUTH_URL, PROJECT_ID, PUBLIC_API_FUNCTION_URL } from '../support/emulators.ts';
import { call } from './support/world.ts';

const run = promisify(execFile);

describe('Hosting', () => {
  it('sends the security headers with the app', async () => {
    for (const path of ['/', '/login', '/report']) {
      const response = await fetch(`${API_BASE_URL}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('the public endpoints', () => {
  it('run in publicApi, apart from the signed-in api', async () => {
    expect((await fetch(`${PUBLIC_API_FUNCTION_URL}/api/public/health`)).status).toBe(200);
    // The signed-in function does not serve them: a flood of anonymous requests cannot take its instances.
    expect((await fetch(`${API_FUNCTION_URL}/api/public/health`)).status).toBe(401);
    expect((await fetch(`${PUBLIC_API_FUNCTION_URL}/api/shared/user_info`)).status).toBe(404);
    // Through Hosting both answer at their usual paths.
    expect((await fetch(`${API_BASE_URL}/api/public/health`)).status).toBe(200);
  });
});

// Each run starts a tsx process: seconds on a busy machine.
describe('npm run create-admin', { timeout: 120_000 }, () => {
  beforeAll(clearEmulators);

  const createAdmin = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/admin/create-admin.ts', '--project', PROJECT_ID, ...args], { env: process.env });
  const ADMIN = ['--email', 'Chief@Hospital.test', '--first-name', 'Ada', '--last-name', 'Chief'];
  const GROUP = ['--group', 'north', '--group-name', 'North Hospital'];

  it('names every missing or bad option and writes nothing', async () => {
    const failed = await createAdmin('--email', 'not-an-address', '--group', 'North!').catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 2 });
    const stderr = (failed as { stderr: string }).stderr;
    for (const option of ['--email', '--first-name', '--last-name', '--group', '--group-name'])
      expect(stderr).toContain(option);
    expect((await adminDb.collection('groups').get()).size).toBe(0);
  });

  it('makes the group, the account and an admin profile; the admin sets a password and runs the group', async () => {
    const { stdout } = await createAdmin(...ADMIN, ...GROUP);
    expect(stdout).toContain('chief@hospital.test is an admin of north');
    expect((await adminDb.doc('groups/north').get()).data()).toEqual({ name: 'North Hospital', cohorts: [] });
    const account = await adminAuth.getUserByEmail('chief@hospital.test');
    expect((await adminDb.doc(`users/${account.uid}`).get()).data()).toMatchObject({
      role: 'admin',
      group: ['north'],
      group_list: ['north'],
      current_group: 'north',
      status: 'confirmed',
      first_name: 'Ada',
      last_name_lower: 'chief',
    });

    // The printed link sets a password (the Auth emulator's REST call behind the link's page).
    const oobCode = new URL(/(http\S+)/.exec(stdout)![1]!).searchParams.get('oobCode');
    const reset = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: 'first-admin-password' }),
    });
    expect(reset.status).toBe(200);
    const token = await idTokenFor('chief@hospital.test', 'first-admin-password');
    const groups = await call('/api/admin/groups', { token });
    expect(groups.status).toBe(200);
    expect(JSON.stringify(groups.body)).toContain('north');
  });

  it('changes nothing that is right when run again, and adds a second group to the same admin', async () => {
    const before = (await adminDb.doc('groups/north').get()).updateTime;
    await createAdmin(...ADMIN, ...GROUP);
    expect((await adminDb.doc('groups/north').get()).updateTime).toEqual(before);
    await createAdmin(...ADMIN, '--group', 'south', '--group-name', 'South Hospital');
    const account = await adminAuth.getUserByEmail('chief@hospital.test');
    expect((await adminAuth.listUsers()).users.filter((u) => u.email === 'chief@hospital.test')).toHaveLength(1);
    expect((await adminDb.doc(`users/${account.uid}`).get()).data()).toMatchObject({ group: ['north', 'south'] });
  });
});
