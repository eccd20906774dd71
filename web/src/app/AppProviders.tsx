import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SNACKBAR } from '@peer-coaching/domain';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import { theme, THEME_MODE_STORAGE_KEY } from '../theme/theme.ts';

/** Providers every page needs, mounted once: theme, the session (auth bootstrap) and snackbars. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <SnackbarProvider
        maxSnack={SNACKBAR.maxVisible}
        autoHideDuration={SNACKBAR.autoHideMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <SessionProvider>{children}</SessionProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
