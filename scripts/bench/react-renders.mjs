// How much React renders while a page loads: the commits, and the components rendered in them,
// counted the way React DevTools counts them. Unlike Lighthouse's blocking time, this does not
// depend on how busy the machine is, so it shows what a change to rendering did (the React
// Compiler, docs/decisions.md "Phone speed: render only what changed").
/* global window -- read inside page.evaluate and evaluateOnNewDocument, in the browser */

/** @import { Browser } from 'puppeteer-core' */

/** How long the page may go on rendering after its network is idle (live data, lazy sections). */
const SETTLE_MS = 3000;

/**
 * Runs in the page before any script: a stand-in for React DevTools' global hook, which React
 * calls after every commit. A component counts as rendered when it is new or its props or state
 * changed; a subtree whose first child is the one of the previous commit was skipped whole
 * (DevTools' own test, `didFiberRender` and the bail-out check of its renderer interface).
 */
function installRenderCounter() {
  /** @typedef {{ type: unknown, child: Fiber | null, sibling: Fiber | null, alternate: Fiber | null, memoizedProps: unknown, memoizedState: unknown }} Fiber */
  const counts = { commits: 0, renders: 0 };
  const isComponent = (/** @type {unknown} */ type) =>
    typeof type === 'function' || (typeof type === 'object' && type !== null);
  const walk = (/** @type {Fiber} */ fiber) => {
    const previous = fiber.alternate;
    const rendered =
      previous === null ||
      fiber.memoizedProps !== previous.memoizedProps ||
      fiber.memoizedState !== previous.memoizedState;
    if (isComponent(fiber.type) && rendered) counts.renders += 1;
    if (previous && fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child);
  };
  Object.defineProperty(window, '__reactRenders', { value: counts });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: (/** @type {number} */ _id, /** @type {{ current: Fiber }} */ root) => {
        counts.commits += 1;
        walk(root.current);
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    },
  });
}

/**
 * The commits and component renders of one cold load of `url` in a new tab of `browser` (its
 * session kept, HTTP cache cleared), until the network is idle and SETTLE_MS more have passed.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<{ commits: number, renders: number }>}
 */
export async function reactRendersOnLoad(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.evaluateOnNewDocument(installRenderCounter);
    await page.goto(url, { waitUntil: 'load' });
    // Firestore keeps a listen channel open, so "idle" allows two requests in flight.
    await page.waitForNetworkIdle({ idleTime: 500, concurrency: 2, timeout: 30_000 });
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    return await page.evaluate(() => ({ ...window.__reactRenders }));
  } finally {
    await page.close();
  }
}
