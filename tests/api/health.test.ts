import { endpoints } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { API_BASE_URL, AUTH_URL, FIRESTORE } from '../support/emulators.ts';

describe('GET /api/public/health', () => {
  it('answers without a token with the app version and the emulators it sees', async () => {
    const response = await fetch(`${API_BASE_URL}/api/public/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(endpoints.health.response.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      status: 'ok',
      version: rootPackage.version,
      // The emulators of the set the suite runs on (EMULATOR_SET), as the functions see them.
      emulators: { auth: new URL(AUTH_URL).host, firestore: `${FIRESTORE.host}:${FIRESTORE.port}`, functions: true },
    });
  });

  it('gives a JSON 404 for an unknown API path', async () => {
    const response = await fetch(`${API_BASE_URL}/api/public/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No route for GET /api/public/nothing-here' });
  });
});
