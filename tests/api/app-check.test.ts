/**
 * App Check on the signed-in API (docs/deploy.md "App Check"). The emulators run it in `monitor`
 * mode (functions/.env.demo-peer-coaching): every answer says what the call's token was worth,
 * nothing is refused. The web's debug provider's token is the one valid token there; what
 * `enforce` refuses is unit-tested (functions/src/services/app-check.test.ts).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call } from './support/world.ts';

const envFile = (path: string) =>
  Object.fromEntries(
    readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;

const DEBUG_TOKEN = envFile('functions/.env.demo-peer-coaching').APP_CHECK_DEBUG_TOKEN!;

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const user = (appCheck?: string) =>
  call('/api/shared/user?id=peer', {
    token: tokens.peer,
    headers: appCheck === undefined ? {} : { 'x-firebase-appcheck': appCheck },
  });

describe('App Check on the API (monitor mode on the emulators)', () => {
  it("the web build's debug token is the emulators' one", () => {
    expect(envFile('web/.env.demo').VITE_APP_CHECK_DEBUG_TOKEN).toBe(DEBUG_TOKEN);
  });

  it('reports each call’s token and refuses none', async () => {
    const cases: [string | undefined, string][] = [
      [DEBUG_TOKEN, 'verified'],
      [undefined, 'missing'],
      ['forged-token', 'invalid'],
    ];
    for (const [token, verdict] of cases) {
      const response = await user(token);
      expect(response.status, verdict).toBe(200);
      expect(response.headers.get('x-app-check'), verdict).toBe(verdict);
    }
  });

  it('checks before the sign-in: a call without a session is told both', async () => {
    const response = await call('/api/shared/user?id=peer', { headers: { 'x-firebase-appcheck': DEBUG_TOKEN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-app-check')).toBe('verified');
  });

  it('leaves the public endpoints unchecked (calendar apps, verification links)', async () => {
    const response = await call('/api/public/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-app-check')).toBeNull();
  });
});
