import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { router } from './router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The spec asks for a console error rather than a crash when the page root is missing.
  console.error('Peer Coaching Program: no #root element in index.html, nothing to render.');
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
