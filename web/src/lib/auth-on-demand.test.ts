import { describe, expect, it } from 'vitest';
import { mayBeEmailSignInLink } from './auth-on-demand.ts';

describe('mayBeEmailSignInLink', () => {
  it('recognises the address an e-mailed link opens, with its one-time code', () => {
    expect(mayBeEmailSignInLink('https://app.example/login?apiKey=k&oobCode=abc&mode=signIn&lang=en')).toBe(true);
  });

  it('recognises a link wrapped in a `link` parameter', () => {
    const inner = encodeURIComponent('https://app.example/login?oobCode=abc&mode=signIn');
    expect(mayBeEmailSignInLink(`https://app.example/login?link=${inner}`)).toBe(true);
  });

  it('leaves an ordinary visit to /login alone, so the SDK is not loaded for it', () => {
    expect(mayBeEmailSignInLink('https://app.example/login')).toBe(false);
    expect(mayBeEmailSignInLink('https://app.example/login?from=%2Faccount')).toBe(false);
  });
});
