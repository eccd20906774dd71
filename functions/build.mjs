// @ts-check
// Builds what `firebase deploy` uploads: dist/, a Node package that stands alone (docs/deploy.md).
// - dist/index.js: the functions bundled by esbuild, with the workspace's own code (domain/) inside;
//   npm dependencies stay external.
// - dist/package.json: production dependencies only, no build step (an empty `gcp-build` tells
//   Cloud Build there is nothing to build), the runtime's Node version.
// - dist/package-lock.json: those dependencies at the versions the workspace installs (upload-lock.mjs).
// - dist/assets/: the certificate's fonts; dist/.env.*: the parameters' values (config/params.ts).
// firebase.json's functions source is dist/; the emulators load the same folder.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { uploadLock } from './upload-lock.mjs';

const here = (/** @type {string} */ path) => new URL(path, import.meta.url);
const readJson = (/** @type {string} */ path) => JSON.parse(readFileSync(here(path), 'utf8'));

const pkg = readJson('./package.json');
const root = readJson('../package.json');
/** The deployed runtime's Node major: firebase.json's `runtime` says the same (deploy:check compares). */
export const DEPLOY_NODE = '22';

// The bundle and its companions are rewritten on each build; dotenv files that `firebase deploy`
// may have written into dist/ (answers to its prompts) are kept.
for (const entry of ['index.js', 'index.js.map', 'meta.json', 'assets'])
  rmSync(here(`./dist/${entry}`), { recursive: true, force: true });
mkdirSync(here('./dist'), { recursive: true });

const result = await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  // The code runs on the machines' Node 20 (tests, emulators) and on the deployed Node 22.
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  metafile: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  logLevel: 'warning',
});
// Which packages the bundle requires (deploy:check makes sure the upload installs each).
writeFileSync(here('./dist/meta.json'), JSON.stringify(result.metafile));

const manifest = {
  name: pkg.name,
  version: pkg.version,
  private: true,
  description: pkg.description,
  main: 'index.js',
  engines: { node: DEPLOY_NODE },
  scripts: { 'gcp-build': '' },
  dependencies: pkg.dependencies,
};
writeFileSync(here('./dist/package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const lock = uploadLock(readJson('../package-lock.json'), 'functions', manifest);
writeFileSync(here('./dist/package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);

cpSync(here('./assets'), here('./dist/assets'), { recursive: true });
for (const file of readdirSync(here('.'))) {
  if ((/^\.env(\..+)?$/.test(file) && file !== '.env.example') || file === '.secret.local')
    cpSync(here(`./${file}`), here(`./dist/${file}`));
}
