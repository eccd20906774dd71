/** /login and /signup send a signed-in visitor on (spec: /login redirects to / if signed in). */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthPerson } from '../lib/use-auth-person.ts';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const person = useAuthPerson();
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '/';
  if (person) return <Navigate to={from} replace />;
  return children;
}
