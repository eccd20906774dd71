import { lazy } from 'react';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// Each page is its own chunk, so a visitor of /login downloads only the login page.
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        // A pathless route so that errors render inside the layout (header and <main> stay).
        // Not lazy on purpose: it must render even when loading a page's chunk failed.
        errorElement: <RouteErrorPage />,
        children: [
          // Until the signed-in pages exist, the home page is the sign-in page.
          { index: true, loader: () => redirect('/login') },
          { path: 'login', element: <LoginPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
