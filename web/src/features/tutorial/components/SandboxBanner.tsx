import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export const SANDBOX_BANNER_TEXT = {
  title: 'Sandbox Mode Active',
  message: "You're in a safe tutorial environment. All changes are saved locally and won't affect real data.",
  startTutorial: 'Start Tutorial',
} as const;

export interface SandboxBannerProps {
  onStartTutorial: () => void;
}

/** Tells members of the facilitators group that they work on sample data (spec section 1). */
export function SandboxBanner({ onStartTutorial }: SandboxBannerProps) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onStartTutorial} sx={{ whiteSpace: 'nowrap' }}>
          {SANDBOX_BANNER_TEXT.startTutorial}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <AlertTitle>{SANDBOX_BANNER_TEXT.title}</AlertTitle>
      {SANDBOX_BANNER_TEXT.message}
    </Alert>
  );
}
