/**
 * "Your data and sessions": download everything the app holds about me (a JSON file), and sign
 * out everywhere (every device and browser, this one too), after a confirmation.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { downloadMyData, signOutEverywhere } from '../api/account-actions.ts';

export function DataSection() {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch {
      notify('Your data could not be downloaded. Please try again.', 'error');
    } finally {
      setDownloading(false);
    }
  };
  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutEverywhere();
    } catch {
      setSigningOut(false);
      setConfirming(false);
      notify('Could not sign out everywhere. Please try again.', 'error');
    }
  };

  return (
    <SectionCard title="Your data and sessions">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Download a file with everything the program holds about you: your profile, attendance, apologies, survey
          answers, coaching partners, certificates and the e-mails sent to you.
        </Typography>
        <Button variant="outlined" loading={downloading} onClick={() => void download()}>
          Download my data
        </Button>
        <Typography>Signed in on a shared or lost device? Sign out of the program on every device at once.</Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        text="Every device and browser signed in as you, this one included, will need to sign in again."
        confirmLabel="Sign out everywhere"
        destructive
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
