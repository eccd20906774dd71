/**
 * The offline app shell's service worker (docs/surveys.md "Offline") registers once the page has
 * loaded, waited PRECACHE_DELAY_MS and found the browser idle, on a connection that does not ask to
 * save data and is not 2G: it precaches every chunk of the app, which must not compete with what a
 * phone needs for its first page (issue 27 item 3: what a cold phone downloads in its first 5 s).
 * A connection that does not allow it now is asked again when it changes. A page the worker
 * already controls (a returning visitor) is served from its cache meanwhile: this only delays the
 * first install and the check for an update.
 */
export const PRECACHE_DELAY_MS = 5_000;

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

function connectionAllows(connection: Connection | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

export function registerOfflineShellWhenIdle(): void {
  // The development server builds no worker (vite-plugin-pwa writes sw.js at build time).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const register = () => {
    if (connectionAllows(connection)) {
      // A refusal (storage disabled, a private window) leaves the app as it is, online only.
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    } else {
      connection?.addEventListener('change', register, { once: true });
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 10_000 }) : register();
  const afterLoad = () => setTimeout(whenIdle, PRECACHE_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
