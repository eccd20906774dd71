/** /login and /signup send a signed-in visitor on (spec: /login redirects to / if signed in). */
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { wasSignedInHere } from '../lib/auth-memory.ts';
import { preloadAuth, useAuthState } from '../lib/auth-on-demand.ts';
import { PageLoader } from './PageLoader.tsx';

/**
 * Someone who was signed in on this browser waits for the identity provider's answer, so they
 * never see a form they do not need; everyone else gets the form at once, and is still sent on if
 * the provider (loaded as they start to type) finds them signed in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [expectSignedIn] = useState(wasSignedInHere);
  const auth = useAuthState();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = auth.status === 'known' && auth.user !== null;
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '/';

  useEffect(() => {
    if (expectSignedIn) preloadAuth();
  }, [expectSignedIn]);
  useEffect(() => {
    if (signedIn) void navigate(from, { replace: true });
  }, [signedIn, from, navigate]);

  if (signedIn) return <PageLoader label="Opening your program" />;
  if (expectSignedIn && auth.status === 'unknown') return <PageLoader label="Checking whether you are signed in" />;
  return children;
}
