/**
 * Everything behind sign-in shares one session, one server-state cache and the snackbars.
 * Lazy-loaded, so the public pages (/login above all) do not download XState, the session machine,
 * TanStack Query or notistack.
 */
import { SNACKBAR } from '@peer-coaching/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider, useSession } from '../../features/session/index.ts';

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
      <SnackbarProvider
        maxSnack={SNACKBAR.maxVisible}
        autoHideDuration={SNACKBAR.autoHideMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <SessionProvider>
          <ClearCacheOnSignOut client={client} />
          <Outlet />
        </SessionProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
