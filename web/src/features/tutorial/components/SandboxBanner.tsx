import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

export const SANDBOX_BANNER_TEXT = {
  title: 'Sandbox Mode Active',
  message: "You're in a safe tutorial environment. All changes are saved locally and won't affect real data.",
  startTutorial: 'Start Tutorial',
  reset: 'Reset sandbox',
  resetQuestion:
    'Reset your sandbox? Everything you changed in it is replaced by the original sample data. Real groups are not touched.',
  confirmReset: 'Yes, reset it',
} as const;

export interface SandboxBannerProps {
  onStartTutorial: () => void;
  /** Remakes the person's sandbox from the template (docs/sandbox.md); absent where there is none to reset. */
  onReset?: () => Promise<void>;
}

/**
 * Tells members of the facilitators group that they work on sample data (spec section 1), and
 * lets them put their private sandbox back as it was, after a confirmation.
 */
export function SandboxBanner({ onStartTutorial, onReset }: SandboxBannerProps) {
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [failed, setFailed] = useState(false);
  // After a Cancel (or a failure) the focus goes back to "Reset sandbox", where it was.
  const [refocusReset, setRefocusReset] = useState(false);
  const leaveConfirmation = () => {
    setConfirming(false);
    setRefocusReset(true);
  };
  const reset = async () => {
    setResetting(true);
    setFailed(false);
    try {
      await onReset!();
    } catch {
      setFailed(true);
      leaveConfirmation();
    } finally {
      setResetting(false);
    }
  };
  // The confirmation replaces the banner's buttons in place (no dialog: the banner is on every
  // sandbox page, and its code is kept small); Cancel comes first, so Enter never resets by accident.
  // The two sets of buttons have their own keys: React would otherwise reuse the focused "Reset
  // sandbox" button as "Yes, reset it", and a second Enter would reset.
  const actions = confirming ? (
    <Stack key="confirm" direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button color="inherit" size="small" autoFocus disabled={resetting} onClick={leaveConfirmation}>
        Cancel
      </Button>
      <Button
        color="error"
        variant="contained"
        size="small"
        loading={resetting}
        onClick={() => void reset()}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {SANDBOX_BANNER_TEXT.confirmReset}
      </Button>
    </Stack>
  ) : (
    <Stack key="actions" direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button color="inherit" variant="outlined" size="small" onClick={onStartTutorial} sx={{ whiteSpace: 'nowrap' }}>
        {SANDBOX_BANNER_TEXT.startTutorial}
      </Button>
      {onReset && (
        <Button
          color="inherit"
          size="small"
          autoFocus={refocusReset}
          onClick={() => setConfirming(true)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {SANDBOX_BANNER_TEXT.reset}
        </Button>
      )}
    </Stack>
  );
  return (
    <Alert severity="info" action={actions} sx={{ alignItems: 'center' }}>
      <AlertTitle>{SANDBOX_BANNER_TEXT.title}</AlertTitle>
      {confirming ? SANDBOX_BANNER_TEXT.resetQuestion : SANDBOX_BANNER_TEXT.message}
      {failed && <div role="alert">Your sandbox could not be reset. Please try again.</div>}
    </Alert>
  );
}
