// Bundles the functions into lib/index.js. Workspace code (domain/) is bundled in so the
// deployed package is self-contained; npm dependencies stay external and are installed by
// Cloud Functions from package.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  logLevel: 'warning',
});
