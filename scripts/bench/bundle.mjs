// Measures the JavaScript a browser downloads to show /login, gzip-compressed as a server would
// send it. Run directly (`node scripts/bench/bundle.mjs`) after `npm run build -w web`, or import
// `measureLoginBundle` from the benchmark runner.
//
// What counts: the entry script and the modulepreload links of web/dist/index.html, plus the
// chunk React.lazy loads for the login page and that chunk's static imports, found through
// Vite's manifest (build.manifest in web/vite.config.ts). Each file is gzipped on its own, because
// that is how the browser fetches them. Firebase Auth is not part of it: /login downloads the SDK
// when the visitor starts to use the form (web/src/lib/auth-on-demand.ts, and the e2e test
// "Firebase Auth on demand"); AUTH_ON_DEMAND adds it for the figure after that first interaction.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_DIST_DIR = join(repoRoot, 'web', 'dist');
export const LOGIN_JS_BUDGET_KIB = 170;
/** Manifest keys (paths relative to web/) of the modules the router lazily loads for /login. */
export const LOGIN_ROUTE_SOURCES = ['src/features/auth/LoginPage.tsx'];
/** The chunk Rolldown names after web/src/lib/auth.ts: the Firebase Auth SDK and our wrapper. */
export const AUTH_ON_DEMAND = ['auth'];

/**
 * What this reads of Vite's manifest (web/dist/.vite/manifest.json): each chunk by key, with its
 * output file, its name, whether it is an entry and the keys it imports statically.
 * @typedef {Record<string, { file: string, name?: string, isEntry?: boolean, imports?: string[] }>} Manifest
 */

/** Paths of the <script type="module" src> and <link rel="modulepreload" href> tags. */
export function scriptsInIndexHtml(/** @type {string} */ html) {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const files = [];
  for (const tag of tags) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module["']?/i.test(tag);
    const isModulePreload = /^<link/i.test(tag) && /\brel=["']?modulepreload["']?/i.test(tag);
    if (!isModuleScript && !isModulePreload) continue;
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (url && !/^[a-z]+:\/\//i.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/**
 * The manifest key of `ref`: a source path ('src/app/main.tsx'), or the name of a shared chunk,
 * which the manifest keys by its hashed file name ('auth' -> '_auth-B25XdnPm.js').
 */
function manifestKey(/** @type {Manifest} */ manifest, /** @type {string} */ ref) {
  if (manifest[ref]) return ref;
  const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === ref);
  const [key] = named;
  if (named.length !== 1 || key === undefined) {
    throw new Error(`Vite manifest has ${named.length} entries for "${ref}", expected one.`);
  }
  return key;
}

/**
 * The manifest entry `key` and every chunk it imports statically, as output file paths.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 */
function withStaticImports(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no entry "${key}".`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** @returns {Manifest} */
function readManifest(/** @type {string} */ distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the web app first (npm run build -w web) with build.manifest on.`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * @param {{ distDir?: string, routeSources?: string[] }} [options]
 * @returns {Promise<{ loginJsGzipBytes: number, files: { file: string, bytes: number, gzipBytes: number }[] }>}
 */
export async function measureLoginBundle({ distDir = DEFAULT_DIST_DIR, routeSources = LOGIN_ROUTE_SOURCES } = {}) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run npm run build -w web first.`);
  const manifest = readManifest(distDir);

  const loaded = new Set(scriptsInIndexHtml(readFileSync(indexPath, 'utf8')));
  // index.html already lists the entry's static imports; following the manifest as well keeps the
  // figure right if Vite ever stops emitting modulepreload links.
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, key, loaded);
  }
  for (const source of routeSources) withStaticImports(manifest, manifestKey(manifest, source), loaded);

  const files = [...loaded]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const loginJsGzipBytes = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return { loginJsGzipBytes, files };
}

const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

async function main() {
  const { loginJsGzipBytes, files } = await measureLoginBundle();
  for (const { file, gzipBytes } of files) console.log(`  ${kib(gzipBytes).padStart(7)} KiB  ${file}`);
  const verdict = loginJsGzipBytes <= LOGIN_JS_BUDGET_KIB * 1024 ? 'within budget' : 'OVER BUDGET';
  console.log(`login JS (gzip): ${kib(loginJsGzipBytes)} KiB / budget ${LOGIN_JS_BUDGET_KIB} KiB (${verdict})`);
  const withAuth = await measureLoginBundle({ routeSources: [...LOGIN_ROUTE_SOURCES, ...AUTH_ON_DEMAND] });
  console.log(`  + Firebase Auth on the first interaction: ${kib(withAuth.loginJsGzipBytes)} KiB`);
  if (verdict !== 'within budget') process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
