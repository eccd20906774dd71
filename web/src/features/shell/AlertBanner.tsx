import Alert from '@mui/material/Alert';
import type { Alert as SessionAlert } from '../auth/index.ts';

/** The spec's alert banner: open, message, type (error). */
export function AlertBanner({ alert, onClose }: { alert: SessionAlert | null; onClose: () => void }) {
  if (!alert?.open) return null;
  return (
    <Alert severity={alert.type} onClose={onClose} sx={{ mb: 2 }} role="alert">
      {alert.message}
    </Alert>
  );
}
