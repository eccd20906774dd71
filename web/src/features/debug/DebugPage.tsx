import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId } from 'react';
import { useHealth } from './api/use-health.ts';
import { preloadAuth, useAuthState } from '../../lib/auth-on-demand.ts';
import { firebaseApp, usesEmulators } from '../../lib/firebase-app.ts';

const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev';

/** /debug: facts a developer or support person asks for first. Public: nothing here is secret. */
export default function DebugPage() {
  const health = useHealth();
  const auth = useAuthState();
  useEffect(preloadAuth, []);
  const user = auth.status === 'known' ? auth.user : undefined;

  return (
    <Card elevation={0} sx={{ width: '100%', maxWidth: 720, border: 1, borderColor: 'divider' }}>
      <title>Debug · Peer Coaching Program</title>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } }, display: 'grid', gap: 4 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Debug
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            What this build is, where it points, and who is signed in.
          </Typography>
        </Box>

        <Section heading="This build">
          <Facts
            rows={[
              ['App version', APP_VERSION],
              ['Build mode', import.meta.env.MODE],
              ['Emulators', usesEmulators ? 'Yes' : 'No'],
              ['Firebase project', firebaseApp.options.projectId ?? 'not set'],
            ]}
          />
        </Section>

        <Section heading="API health">
          {health.state === 'loading' && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>Asking /api/public/health…</Typography>
            </Box>
          )}
          {health.state === 'failed' && (
            <Alert severity="error">The API did not answer /api/public/health: {health.message}</Alert>
          )}
          {health.state === 'loaded' && (
            <Facts
              rows={[
                ['Status', health.health.status],
                ['API version', health.health.version],
                ['Auth emulator', health.health.emulators.auth ?? 'not used'],
                ['Firestore emulator', health.health.emulators.firestore ?? 'not used'],
                ['Functions emulator', health.health.emulators.functions ? 'Yes' : 'No'],
              ]}
            />
          )}
        </Section>

        <Section heading="Signed-in user">
          {auth.status === 'unknown' && <Typography sx={{ color: 'text.secondary' }}>Checking…</Typography>}
          {auth.status === 'unavailable' && (
            <Alert severity="error">The identity provider's code could not be downloaded.</Alert>
          )}
          {user === null && <Typography>Nobody is signed in</Typography>}
          {user && (
            <Facts
              rows={[
                ['User id', user.uid],
                ['E-mail', user.email ?? 'none'],
                ['Created', user.metadata.creationTime ?? 'unknown'],
                ['Last sign-in', user.metadata.lastSignInTime ?? 'unknown'],
              ]}
            />
          )}
        </Section>
      </CardContent>
    </Card>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A definition list: labels on the left, values (selectable, wrapping anywhere) on the right. */
function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
