/**
 * Everything behind sign-in shares one session, one server-state cache and the toasts.
 * Lazy-loaded, so the public pages (/login above all) do not download XState, the session machine
 * or TanStack Query; notistack comes with the first toast.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationsProvider } from '../../components/Notifications.tsx';
import { rememberPerson } from '../../lib/auth-memory.ts';
import { SessionProvider, useSession } from '../../features/session/index.ts';

/** Keeps the role hint (router.tsx's early loads) and the home shell's greeting (web/index.html) for the next visit. */
function RememberPerson() {
  const role = useSession((s) => s.context.user?.role);
  const firstName = useSession((s) => s.context.user?.first_name ?? '');
  useEffect(() => {
    if (role) rememberPerson({ role, first_name: firstName });
  }, [role, firstName]);
  return null;
}

/** Signing out clears every cached answer, as it clears the session (spec section 4). */
function ClearCacheOnSignOut({ client }: { client: QueryClient }) {
  const signedOut = useSession((s) => s.matches('signedOut'));
  useEffect(() => {
    if (signedOut) client.clear();
  }, [client, signedOut]);
  return null;
}

export default function SessionRoot() {
  // API answers stay fresh until a write invalidates them; live data comes from listeners.
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <SessionProvider>
          <ClearCacheOnSignOut client={client} />
          <RememberPerson />
          <Outlet />
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
