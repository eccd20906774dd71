// @ts-check
// The lock file of the functions' upload (build.mjs writes it to dist/package-lock.json): the
// packages the functions need in production, at exactly the versions the workspace's own lock
// file installs and the tests ran with, laid out for a package of their own.
//
// The root package-lock.json holds the whole workspace: the functions' packages sit partly in
// node_modules/ (hoisted, shared with web/ and the tools) and partly in functions/node_modules/
// (where the functions need another version, such as express 5 beside firebase-tools' express 4).
// Node resolves a name by walking up from the requiring package; this does the same over the
// lock's paths, then places every package found in the new layout, nesting a version under its
// dependent where another version of the same name took the top.

/**
 * @typedef {{ version?: string, resolved?: string, integrity?: string, dependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }>, dev?: boolean, devOptional?: boolean,
 *   optional?: boolean, peer?: boolean, link?: boolean, [key: string]: unknown }} LockEntry
 * @typedef {{ packages: Record<string, LockEntry>, [key: string]: unknown }} Lockfile
 */

/** The lock path of the package a `name` required from `from` resolves to, as Node would find it. */
function resolveIn(
  /** @type {(path: string) => boolean} */ has,
  /** @type {string} */ from,
  /** @type {string} */ name,
) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (has(candidate)) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : dir.startsWith('node_modules/') ? '' : parentWorkspace(dir);
  }
}

/** A workspace folder ("functions") resolves next in the root's node_modules. */
const parentWorkspace = (/** @type {string} */ _dir) => '';

/** The names a package needs installed beside it: dependencies, optional ones and required peers. */
function requiredNames(/** @type {LockEntry} */ entry) {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: false })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

const KEPT_FIELDS = [
  'version',
  'resolved',
  'integrity',
  'license',
  'dependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'bin',
  'engines',
  'os',
  'cpu',
  'hasInstallScript',
  'deprecated',
  'funding',
];

/**
 * @param {Lockfile} rootLock the workspace's package-lock.json
 * @param {string} workspace the workspace folder, e.g. "functions"
 * @param {{ name: string, version: string, dependencies: Record<string, string>, engines?: Record<string, string> }} manifest
 *   the upload's package.json
 * @returns {Lockfile}
 */
export function uploadLock(rootLock, workspace, manifest) {
  const source = rootLock.packages;
  /** @type {Map<string, string>} new path -> root lock path */
  const placed = new Map();
  /** @type {Map<string, boolean>} new path -> reached only through optional dependencies */
  const optionalOnly = new Map();
  /** @type {Array<{ at: string, from: string }>} placed packages whose dependencies are still to place */
  const queue = [];

  /** Where `name` resolves from new path `at` in the layout built so far (Node's walk up). */
  const resolvePlaced = (/** @type {string} */ at, /** @type {string} */ name) =>
    resolveIn((path) => placed.has(path), at, name);

  const place = (
    /** @type {string} */ at,
    /** @type {string} */ sourceFrom,
    /** @type {string} */ name,
    /** @type {boolean} */ optional,
  ) => {
    const target = resolveIn((path) => path in source, sourceFrom, name);
    if (!target) {
      if (optional) return;
      throw new Error(`${sourceFrom || workspace} needs ${name}, which ${workspace}'s lock file does not hold.`);
    }
    const existing = resolvePlaced(at, name);
    if (existing && placed.get(existing) === target) {
      if (!optional) optionalOnly.set(existing, false);
      return;
    }
    // Not reachable yet, or another version is: install it at the top if free, else beside its dependent.
    const top = `node_modules/${name}`;
    const path = !existing && !placed.has(top) ? top : at ? `${at}/node_modules/${name}` : top;
    if (placed.has(path)) throw new Error(`upload lock: two versions of ${name} at ${path}`);
    placed.set(path, target);
    optionalOnly.set(path, optional);
    queue.push({ at: path, from: target });
  };

  for (const name of Object.keys(manifest.dependencies).sort()) place('', workspace, name, false);
  while (queue.length > 0) {
    const { at, from } = /** @type {{ at: string, from: string }} */ (queue.shift());
    for (const { name, optional } of requiredNames(/** @type {LockEntry} */ (source[from])))
      place(at, from, name, optional);
  }

  /** @type {Record<string, LockEntry>} */
  const packages = {
    '': {
      name: manifest.name,
      version: manifest.version,
      dependencies: manifest.dependencies,
      ...(manifest.engines ? { engines: manifest.engines } : {}),
    },
  };
  for (const path of [...placed.keys()].sort()) {
    const entry = /** @type {LockEntry} */ (source[/** @type {string} */ (placed.get(path))]);
    /** @type {LockEntry} */
    const kept = {};
    for (const field of KEPT_FIELDS) if (entry[field] !== undefined) kept[field] = entry[field];
    if (optionalOnly.get(path)) kept.optional = true;
    packages[path] = kept;
  }
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages };
}
