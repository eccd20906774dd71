import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/**
 * Catches what a page throws while rendering (above all a lazily loaded page whose chunk failed to
 * download) and shows the generic failure in its place. Moving to another address clears it, so
 * the rest of the app stays usable.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(error) => console.error('Route failed to render', error)}
      fallback={<RouteErrorPage />}
    >
      {children}
    </ErrorBoundary>
  );
}
