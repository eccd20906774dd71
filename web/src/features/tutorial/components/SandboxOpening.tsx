/**
 * Shown instead of a page while a member of the facilitators group enters the sandbox: their
 * private copy of the sample data is opened (made from the template on the first visit), then the
 * session reloads into it. A failure says so and offers to try again.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { openSandbox } from '../api/sandbox-calls.ts';

export function SandboxOpening({ onOpened }: { onOpened: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    openSandbox()
      .then(() => live && onOpened())
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt, onOpened]);
  if (failed)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        }
      >
        Your sandbox could not be opened.
      </Alert>
    );
  return (
    <Box
      role="status"
      sx={{ minHeight: '50dvh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography>Preparing your private sandbox…</Typography>
    </Box>
  );
}
