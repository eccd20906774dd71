import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firebaseConfigProblems } from './build/firebase-config.ts';
import { routePreloads } from './build/route-preloads.ts';
import { themeStyleSheet } from './src/theme/theme-stylesheet.ts';
import type { theme as appTheme } from './src/theme/theme.ts';

/** The project id of .firebaserc; the functions emulator serves functions under it. */
const FIREBASE_PROJECT_ID = 'demo-peer-coaching';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';
/** Where the emulator mounts a function; everything after it is what Express sees. */
const functionBase = (name: string) => `/${FIREBASE_PROJECT_ID}/us-central1/${name}`;

/** Vendor groups, highest priority first; a module goes to the first group it matches. */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // The Firebase core that Auth and Firestore share. Without this group the Firestore group takes it
  // in (Rolldown puts a group's dependencies with it), and Auth, loaded when a visitor starts to
  // sign in, would then download all of Firestore too.
  { name: 'firebase', test: /node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|idb)[\\/]/ },
  // Signed-in pages only: /login never loads it.
  { name: 'firestore', test: /node_modules[\\/](@firebase[\\/]firestore|@firebase[\\/]webchannel-wrapper)[\\/]/ },
];

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102: dev
 * warnings on, 30 % larger), although it ships the production one beside it. Production builds
 * point the two entry points react-router-dom re-exports at dist/production.
 */
function reactRouterProductionAliases() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(packageDir, 'dist/production/dom-export.mjs') },
  ];
}

/** Firestore's regex engine for pipeline queries, which the app never runs (src/lib/re2js-unused.ts). */
const firestoreRegexEngineStub = {
  find: /^re2js$/,
  replacement: fileURLToPath(new URL('./src/lib/re2js-unused.ts', import.meta.url)),
};

/**
 * Writes the theme's CSS variables, both colour schemes, into index.html's head
 * (src/theme/theme-stylesheet.ts); the built app's ThemeProvider then skips building the same sheet
 * at every load (app/AppProviders.tsx). The theme module is loaded through Vite itself, as the app
 * loads it, so the sheet is always the built theme's. The development server keeps MUI's own.
 */
function themeVariablesInHtml(): Plugin {
  return {
    name: 'theme-variables-in-html',
    apply: 'build',
    async transformIndexHtml() {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const { module } = await runnerImport<{ theme: typeof appTheme }>('./src/theme/theme.ts', {
        root,
        configFile: false,
        logLevel: 'error',
      });
      const sheets = module.theme.generateStyleSheets?.();
      if (!sheets?.length) throw new Error('theme-variables-in-html: the theme generated no CSS variables.');
      return [
        {
          tag: 'style',
          attrs: { id: 'theme-variables' },
          children: themeStyleSheet(sheets),
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The offline app shell (docs/surveys.md): a Workbox service worker precaches the built app, so a
 * signed-in page (a survey being answered) reloads without a connection; navigations fall back to
 * index.html, the router does the rest. /api is never cached (its answers are per person and
 * live), nor Firebase's reserved /__/ paths; Firestore keeps its own offline cache (lib/firestore.ts).
 * The app registers the worker itself, once the first page is up and the browser idle
 * (lib/offline-shell.ts), so its precache never competes with a phone's first page.
 */
const offlineShell = () =>
  VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
      globIgnores: ['**/.vite/**'],
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });

/** Stops a build whose Firebase settings would not reach the project it is for (build/firebase-config.ts). */
function checkFirebaseConfig(mode: string) {
  const problems = firebaseConfigProblems(mode, loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
  if (problems.length === 0) return;
  throw new Error(
    `The ${mode} build's Firebase settings: ${problems.join('; ')}.\n` +
      (mode === 'production'
        ? 'Put the web app config of your Firebase project in web/.env.production (see web/.env.production.example). ' +
          'The demo build that `npm start` serves is `npm run build -w web`.'
        : 'See web/.env.demo.'),
  );
}

export default defineConfig(({ command, mode }) => {
  checkFirebaseConfig(mode);
  return {
    // React Compiler memoizes every component and hook: a page re-renders only what a change
    // reaches, not the whole tree at every live update (docs/decisions.md, "Phone speed").
    plugins: [
      react(),
      babel({ presets: [reactCompilerPreset()] }),
      routePreloads(),
      themeVariablesInHtml(),
      offlineShell(),
    ],
    resolve: {
      alias: [...(command === 'build' ? reactRouterProductionAliases() : []), firestoreRegexEngineStub],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        // Hosting rewrites /api/public/** to `publicApi` and the rest of /api/** to `api`, with the
        // full path intact (firebase.json), so the dev server does the same: /api/public/health
        // reaches Express as /api/public/health. The more specific key comes first.
        '/api/public': {
          target: FUNCTIONS_EMULATOR,
          changeOrigin: true,
          rewrite: (path) => `${functionBase('publicApi')}${path}`,
        },
        '/api': {
          target: FUNCTIONS_EMULATOR,
          changeOrigin: true,
          rewrite: (path) => `${functionBase('api')}${path}`,
        },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // scripts/bench/bundle.mjs follows the manifest to find every chunk the /login route loads.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // The domain package is pure (no I/O, see docs/architecture.md) but its package.json does not
          // say so, and its barrel re-exports zod schemas and dayjs setup. Declaring it free of side
          // effects lets a page that needs two constants skip zod and dayjs entirely. Modules that
          // match no rule keep the default (their package.json `sideEffects`).
          moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        },
        output: {
          // Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replaces Rollup's
          // `manualChunks`. Libraries get their own long-cached chunks (they change less often than
          // our code); each page stays in the chunk React.lazy creates for it.
          codeSplitting: {
            groups: VENDOR_CHUNKS.map((group, index) => ({ ...group, priority: VENDOR_CHUNKS.length - index })),
          },
        },
      },
    },
  };
});
