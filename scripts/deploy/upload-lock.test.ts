import { describe, expect, it } from 'vitest';
import { uploadLock } from '../../functions/upload-lock.mjs';

const entry = (version: string, dependencies?: Record<string, string>) => ({
  version,
  resolved: `https://registry.npmjs.org/x/-/x-${version}.tgz`,
  integrity: `sha512-${version}`,
  ...(dependencies ? { dependencies } : {}),
});

/** A workspace lock: the functions want express 5 (nested) while a tool hoisted express 4, which the SDK needs. */
const workspaceLock = {
  name: 'root',
  lockfileVersion: 3,
  packages: {
    '': { name: 'root', workspaces: ['functions'] },
    functions: { name: 'functions', dependencies: { express: '^5', sdk: '^1' } },
    'functions/node_modules/express': entry('5.1.0', { mime: '^2' }),
    'node_modules/express': entry('4.21.0', { mime: '^1' }),
    'node_modules/mime': entry('1.6.0'),
    'node_modules/express/node_modules/mime': entry('1.6.0'),
    'functions/node_modules/mime': entry('2.0.0'),
    'node_modules/sdk': entry('1.2.0', { express: '^4', leftpad: '^1' }),
    'node_modules/leftpad': { ...entry('1.0.0'), dev: true },
    'node_modules/only-for-tools': entry('9.9.9'),
  },
};
const manifest = { name: 'functions', version: '1.0.0', dependencies: { express: '^5', sdk: '^1' } };

describe('uploadLock', () => {
  const lock = uploadLock(workspaceLock, 'functions', manifest);

  it('keeps the versions the workspace installs, the functions’ own at the top', () => {
    expect(lock.packages['node_modules/express']?.version).toBe('5.1.0');
    expect(lock.packages['node_modules/mime']?.version).toBe('2.0.0');
    expect(lock.packages['node_modules/sdk']?.version).toBe('1.2.0');
  });

  it('nests another version under the package that needs it', () => {
    expect(lock.packages['node_modules/sdk/node_modules/express']?.version).toBe('4.21.0');
    expect(lock.packages['node_modules/sdk/node_modules/express/node_modules/mime']?.version).toBe('1.6.0');
  });

  it('takes only what production needs, without the workspace’s dev flags', () => {
    expect(Object.keys(lock.packages)).not.toContain('node_modules/only-for-tools');
    expect(lock.packages['node_modules/leftpad']).toEqual(entry('1.0.0'));
    expect(lock.packages['']).toEqual({ name: 'functions', version: '1.0.0', dependencies: manifest.dependencies });
  });

  it('refuses a dependency the workspace lock does not hold', () => {
    expect(() =>
      uploadLock(workspaceLock, 'functions', { ...manifest, dependencies: { ...manifest.dependencies, nope: '^1' } }),
    ).toThrow('functions needs nope');
  });
});
