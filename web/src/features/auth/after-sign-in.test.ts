import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in.ts';

describe('afterSignInPath', () => {
  it.each([undefined, null, 'text', 42, {}, { from: null }, { from: 7 }, { from: {} }, { from: { pathname: 3 } }])(
    'goes home without a usable `from` (%j)',
    (state) => {
      expect(afterSignInPath(state)).toBe('/');
    },
  );

  it('returns to a location object, keeping its query and hash', () => {
    expect(afterSignInPath({ from: { pathname: '/event', search: '?filter=past', hash: '#top', key: 'x' } })).toBe(
      '/event?filter=past#top',
    );
  });

  it('returns to a path given as a string', () => {
    expect(afterSignInPath({ from: '/resources' })).toBe('/resources');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'event'])(
    'never leaves the app (%j)',
    (from) => {
      expect(afterSignInPath({ from })).toBe('/');
      expect(afterSignInPath({ from: { pathname: from } })).toBe('/');
    },
  );

  it.each(['/login', '/logout', '/logout/', '/Login?x=1', '/signup', '/reset-password#a'])(
    'does not return to a sign-in or sign-out page (%j)',
    (from) => {
      expect(afterSignInPath({ from })).toBe('/');
    },
  );
});
