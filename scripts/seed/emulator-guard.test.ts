import { describe, expect, it } from 'vitest';
import { NotOnEmulatorsError, assertEmulators, assertLocalEmulators } from './emulator-guard.ts';

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

describe('assertLocalEmulators', () => {
  const both = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;

  it('passes for emulators on this machine', () => {
    for (const host of ['127.0.0.1:8100', 'localhost:8080', '[::1]:8080', '127.0.0.53:1']) {
      expect(() =>
        assertLocalEmulators(both, { FIRESTORE_EMULATOR_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9119' }),
      ).not.toThrow();
    }
  });

  it('refuses a host elsewhere, or none, naming it', () => {
    expect(() =>
      assertLocalEmulators(both, {
        FIRESTORE_EMULATOR_HOST: '10.0.0.5:8080',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIRESTORE_EMULATOR_HOST=10\.0\.0\.5:8080 is not an emulator on this machine/);
    expect(() =>
      assertLocalEmulators(both, {
        FIRESTORE_EMULATOR_HOST: 'firestore.googleapis.com:443',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(NotOnEmulatorsError);
    expect(() => assertLocalEmulators(both, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is not set/,
    );
  });
});
