import { describe, expect, it } from 'vitest';
import { APP_CHECK_MODES } from '../config/params.ts';
import { appCheckVerdict, refusesCall } from './app-check.ts';

const valid = (token: string) => Promise.resolve(token === 'good');

describe('App Check on the API', () => {
  it('gives each token its verdict when checking, and none when off', async () => {
    expect(await appCheckVerdict('monitor', 'good', valid)).toBe('verified');
    expect(await appCheckVerdict('enforce', 'forged', valid)).toBe('invalid');
    expect(await appCheckVerdict('enforce', undefined, valid)).toBe('missing');
    expect(await appCheckVerdict('enforce', '', valid)).toBe('missing');
    expect(await appCheckVerdict('off', 'forged', valid)).toBe('unchecked');
  });

  it('refuses only in enforce mode, and only without a verified token', () => {
    const refused = APP_CHECK_MODES.flatMap((mode) =>
      (['unchecked', 'verified', 'missing', 'invalid'] as const)
        .filter((verdict) => refusesCall(mode, verdict))
        .map((verdict) => `${mode} ${verdict}`),
    );
    expect(refused).toEqual(['enforce unchecked', 'enforce missing', 'enforce invalid']);
  });
});
