import { describe, expect, it } from 'vitest';
import { preloadLists, type ChunkInfo } from './route-preloads.ts';

const chunk = (fileName: string, imports: string[], modules: string[] = []): ChunkInfo => ({
  fileName,
  imports,
  moduleIds: modules.map((m) => `/repo/web/${m}`),
});

const bundle = [
  chunk('assets/index.js', ['assets/react.js', 'assets/mui.js'], ['src/app/main.tsx']),
  chunk('assets/react.js', []),
  chunk('assets/mui.js', ['assets/react.js']),
  chunk('assets/LoginPage.js', ['assets/mui.js', 'assets/form.js'], ['src/features/auth/LoginPage.tsx']),
  chunk('assets/form.js', ['assets/mui.js']),
  chunk('assets/SessionRoot.js', ['assets/xstate.js'], ['src/app/signed-in/SessionRoot.tsx']),
  chunk('assets/Protected.js', ['assets/xstate.js'], ['src/app/signed-in/Protected.tsx']),
  chunk('assets/SignedInLayout.js', ['assets/menu.js'], ['src/app/signed-in/SignedInLayout.tsx']),
  chunk('assets/HomeRoute.js', [], ['src/app/signed-in/HomeRoute.tsx']),
  chunk('assets/live.js', ['assets/firestore.js'], ['src/lib/live.ts', 'src/lib/firestore.ts']),
  chunk('assets/xstate.js', []),
  chunk('assets/menu.js', ['assets/mui.js']),
  chunk('assets/firestore.js', []),
  chunk('assets/home.js', ['assets/firestore.js', 'assets/card.js'], ['src/features/home/PeerHomePage.tsx']),
  chunk('assets/card.js', []),
  chunk('assets/dashboard.js', ['assets/card.js', 'assets/table.js'], ['src/features/dashboard/StaffHomePage.tsx']),
  chunk('assets/table.js', []),
];

describe('the chunks index.html preloads by page', () => {
  const lists = preloadLists(bundle, 'assets/index.js', '/');

  it("gives /login its page and that page's imports, not what the entry loads", () => {
    expect(lists.login).toEqual(['/assets/LoginPage.js', '/assets/form.js']);
  });

  it('gives the signed-in chain each of its modules with their imports, once', () => {
    expect(lists.signedIn).toEqual([
      '/assets/SessionRoot.js',
      '/assets/xstate.js',
      '/assets/Protected.js',
      '/assets/SignedInLayout.js',
      '/assets/menu.js',
      '/assets/HomeRoute.js',
      '/assets/live.js',
      '/assets/firestore.js',
    ]);
  });

  it('gives each home only what the signed-in chain does not already preload', () => {
    expect(lists.peerHome).toEqual(['/assets/home.js', '/assets/card.js']);
    expect(lists.staffHome).toEqual(['/assets/dashboard.js', '/assets/card.js', '/assets/table.js']);
  });

  it('fails the build when a module it should preload is in no chunk', () => {
    expect(() => preloadLists(bundle.slice(0, 5), 'assets/index.js', '/')).toThrow(
      /no chunk holds src\/app\/signed-in/,
    );
  });
});
