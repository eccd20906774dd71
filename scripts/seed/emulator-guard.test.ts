import { describe, expect, it } from 'vitest';
import { NotOnEmulatorsError, assertEmulators } from './emulator-guard.ts';

describe('assertEmulators', () => {
  const both = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;

  it('passes when every required emulator host is set', () => {
    expect(() =>
      assertEmulators(both, {
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).not.toThrow();
  });

  it('refuses, naming what is missing, when a host is unset or blank', () => {
    expect(() => assertEmulators(both, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /Refusing to run: FIREBASE_AUTH_EMULATOR_HOST is not set/,
    );
    expect(() => assertEmulators(both, { FIRESTORE_EMULATOR_HOST: ' ' })).toThrow(
      /FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not set/,
    );
    expect(() => assertEmulators(['FIRESTORE_EMULATOR_HOST'], {})).toThrow(NotOnEmulatorsError);
  });
});
