import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Alert as SessionAlert } from '../auth/index.ts';

/**
 * The spec's alert banner (open, message, type error), one alert per distinct open message,
 * newest first, each closed on its own.
 */
export function AlertBanner({
  alerts,
  onClose,
}: {
  alerts: readonly SessionAlert[];
  onClose: (message: string) => void;
}) {
  const open = alerts.filter((alert) => alert.open);
  if (open.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {open.map((alert) => (
        <Alert key={alert.message} severity={alert.type} onClose={() => onClose(alert.message)} role="alert">
          {alert.message}
        </Alert>
      ))}
    </Box>
  );
}
