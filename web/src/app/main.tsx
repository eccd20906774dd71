import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { PageLoader } from './PageLoader.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRoutes } from './router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The spec asks for a console error rather than a crash when the page root is missing.
  console.error('Peer Coaching Program: no #root element in index.html, nothing to render.');
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders>
        {/*
          Without transitions a navigation shows the next page's loader at once instead of
          keeping the old page up while its code loads, and a navigation made meanwhile (the back
          button just after signing in) is never held up behind the first (docs/decisions.md).
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
  );
}
