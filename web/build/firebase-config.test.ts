import { describe, expect, it } from 'vitest';
import { firebaseConfigProblems } from './firebase-config.ts';

const real = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'coaching-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'coaching-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};
const demo = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-peer-coaching.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-peer-coaching',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
};

describe('firebaseConfigProblems', () => {
  it('accepts a real project in a production build', () => {
    expect(firebaseConfigProblems('production', real)).toEqual([]);
  });

  it('refuses a production build without settings (web/.env.production missing), naming each', () => {
    expect(firebaseConfigProblems('production', {})).toEqual([
      'VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID are not set',
    ]);
    expect(firebaseConfigProblems('production', { ...real, VITE_FIREBASE_APP_ID: ' ' })).toEqual([
      'VITE_FIREBASE_APP_ID is not set',
    ]);
  });

  it('refuses the demo project and key in a production build', () => {
    expect(firebaseConfigProblems('production', demo)).toEqual([
      'VITE_FIREBASE_PROJECT_ID is demo-peer-coaching, a demo project that only the emulators serve',
      'VITE_FIREBASE_API_KEY is the demo key',
    ]);
    expect(firebaseConfigProblems('staging', { ...real, VITE_FIREBASE_PROJECT_ID: 'demo-x' })).toHaveLength(1);
  });

  it('keeps the demo build and the dev server on a demo project', () => {
    expect(firebaseConfigProblems('demo', demo)).toEqual([]);
    expect(firebaseConfigProblems('development', demo)).toEqual([]);
    expect(firebaseConfigProblems('demo', real)).toEqual(['the demo build must use a demo- project']);
  });
});
