import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dismissHomeShell } from '../lib/app-shell.ts';

/**
 * What a route shows when it throws, for example when a lazily loaded page fails to download
 * (spec section 8: "a generic failure"). Shown by RouteErrorBoundary.
 */
export function RouteErrorPage() {
  // A page that failed must be seen, never hidden under index.html's home shell.
  useLayoutEffect(dismissHomeShell, []);
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
      <title>Something went wrong · Peer Coaching Program</title>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <ErrorOutlineOutlined aria-hidden color="error" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          Something went wrong
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          This page could not be loaded. Check your connection and try again.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button component={RouterLink} to="/login" size="large">
            Back to sign in
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
