/**
 * The chunks web/index.html's first script preloads before the app runs, by the page being opened
 * (docs/decisions.md, "Preloads before the app runs"):
 * - `login`: /login for a visitor not signed in here, at once (its form is the page);
 * - `signedIn` and `peerHome` or `staffHome`: the home of someone signed in here last time, by the
 *   role they had, a few links per task.
 * The app would preload the same chunks itself (Vite's preload helper, as each `import()` starts),
 * but in its own first long tasks: under tracing, a module preload link costs the main thread about
 * half a millisecond to insert, some 60 of them on the peer home. Links already in the page are
 * found by the helper and not inserted again.
 */
import type { Plugin } from 'vite';

/** The modules each set preloads, by source path: their chunks and every chunk those import. */
export const PRELOAD_SETS = {
  login: ['src/features/auth/LoginPage.tsx'],
  signedIn: [
    'src/app/signed-in/SessionRoot.tsx',
    'src/app/signed-in/Protected.tsx',
    'src/app/signed-in/SignedInLayout.tsx',
    'src/app/signed-in/HomeRoute.tsx',
    'src/lib/live.ts',
  ],
  peerHome: ['src/features/home/PeerHomePage.tsx'],
  staffHome: ['src/features/dashboard/StaffHomePage.tsx'],
} as const;

export type PreloadSet = keyof typeof PRELOAD_SETS;

/** What the plugin needs of an output chunk. */
export interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * Each set's files, as URLs under `base`: the chunks holding its modules and their static imports,
 * less what the entry loads itself (index.html preloads those) and, for a home, less `signedIn`
 * (preloaded with it).
 */
export function preloadLists(chunks: readonly ChunkInfo[], entry: string, base: string): Record<PreloadSet, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const loadedByEntry = withImports(entry, new Set());
  const filesOf = (set: PreloadSet, without: ReadonlySet<string>) => {
    const files = new Set<string>();
    for (const source of PRELOAD_SETS[set]) {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${source}`)));
      if (!chunk) throw new Error(`route-preloads: no chunk holds ${source}.`);
      withImports(chunk.fileName, files);
    }
    return [...files].filter((file) => !loadedByEntry.has(file) && !without.has(file));
  };
  const signedIn = filesOf('signedIn', new Set());
  const url = (files: string[]) => files.map((file) => `${base}${file}`);
  return {
    login: url(filesOf('login', new Set())),
    signedIn: url(signedIn),
    peerHome: url(filesOf('peerHome', new Set(signedIn))),
    staffHome: url(filesOf('staffHome', new Set(signedIn))),
  };
}

/** Where index.html keeps the lists (a JSON block its first script reads). */
const PLACEHOLDER = /(<script type="application\/json" id="route-chunks">)\s*\{\}\s*(<\/script>)/;

/** Fills in index.html's `route-chunks` block from the built bundle. */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        if (!PLACEHOLDER.test(html)) {
          throw new Error('route-preloads: index.html has no empty route-chunks block to fill in.');
        }
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const lists = JSON.stringify(preloadLists(chunks, entry.fileName, base));
        return html.replace(PLACEHOLDER, (_match, open: string, close: string) => `${open}${lists}${close}`);
      },
    },
  };
}
