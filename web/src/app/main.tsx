// First: no schema may be built before zod is told not to compile with eval (Hosting's CSP refuses it).
import '../lib/zod-without-eval.ts';
import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { PageLoader } from './PageLoader.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRoutes } from './router.tsx';
import { registerOfflineShellWhenIdle } from '../lib/offline-shell.ts';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The spec asks for a console error rather than a crash when the page root is missing.
  console.error('Peer Coaching Program: no #root element in index.html, nothing to render.');
} else {
  const root = createRoot(rootElement);
  // The first render as a transition, which React renders in slices of a few milliseconds instead
  // of one long task: on a phone the page stays responsive while the app starts, which cut
  // Lighthouse's total blocking time on /login from about 150 ms to 50 (docs/decisions.md). A
  // page that suspends still shows its loader at once: its Suspense boundary is new.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          {/*
            Without transitions a navigation shows the next page's loader at once instead of
            keeping the old page up while its code loads, and a navigation made meanwhile (the
            back button just after signing in) is never held up behind the first
            (docs/decisions.md).
          */}
          <BrowserRouter useTransitions={false}>
            {/* The last resort, for a layout that fails before its own boundary can catch. */}
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoader />}>
                <AppRoutes />
              </Suspense>
            </RouteErrorBoundary>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// The offline shell once the first page is up and the phone idle (lib/offline-shell.ts).
registerOfflineShellWhenIdle();
