/**
 * Everything behind sign-in shares one session and the snackbars. Lazy-loaded, so the public pages
 * (/login above all) do not download XState, the session machine or notistack.
 */
import { SNACKBAR } from '@peer-coaching/domain';
import { SnackbarProvider } from 'notistack';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../../features/session/SessionProvider.tsx';

export default function SessionRoot() {
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.maxVisible}
      autoHideDuration={SNACKBAR.autoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </SnackbarProvider>
  );
}
