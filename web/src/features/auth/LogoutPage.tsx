import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authErrorCode } from '../../lib/auth-error-code.ts';
import { signOut } from '../../lib/auth-on-demand.ts';
import { describeAuthError } from './auth-errors.ts';
import { AuthCard } from './components/AuthCard.tsx';

/** /logout: signs out as soon as it opens, then goes to /login (replacing itself in the history). */
export default function LogoutPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Signing out twice is harmless, so StrictMode's second run needs no guard, only the flag
    // that keeps a finished first run from acting after its cleanup.
    let current = true;
    signOut().then(
      () => {
        if (current) void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (authErrorCode(error) === null) console.error(error);
        setFailure(describeAuthError(authErrorCode(error)).message);
      },
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <AuthCard heading={failure ? 'Signing out failed' : 'Signing out'}>
      {failure ? (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="error">{failure}</Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            Go to sign in
          </Button>
        </Box>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Signing you out…</Typography>
        </Box>
      )}
    </AuthCard>
  );
}
