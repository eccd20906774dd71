/** Route protection of spec section 2: loader while the user loads, no user -> /login, wrong role -> /. */
import type { Role } from '@peer-coaching/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { dismissHomeShell } from '../../lib/app-shell.ts';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { sessionStatus, useSession } from '../../features/session/index.ts';
import { PageLoader } from '../PageLoader.tsx';

function SessionFailed() {
  // The first failure (the oldest message) is what stopped the session; later ones follow from it.
  const message = useSession((s) => s.context.alerts.at(-1)?.message ?? 'There was a user authentication issue.');
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 440, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          We could not open your program
        </Typography>
        <Typography role="alert" sx={{ color: 'error.main', mb: 3 }}>
          {message}
        </Typography>
        <Button component={RouterLink} to="/logout" variant="contained">
          Sign out and try again
        </Button>
      </Paper>
    </Box>
  );
}

export function RequireSession({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const status = useSession(sessionStatus);
  const role = useSession((s) => s.context.user?.role);
  const location = useLocation();
  // Signed out or failed: the home will not come, so index.html's home shell goes now.
  useEffect(() => {
    if (status === 'signedOut' || status === 'failed') dismissHomeShell();
  }, [status]);
  if (status === 'checking' || status === 'loadingUser') return <PageLoader />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  if (status === 'failed') return <SessionFailed />;
  if (roles && (!role || !roles.includes(role))) return <Navigate to="/" replace />;
  return children;
}
