import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme, THEME_MODE_STORAGE_KEY } from '../theme/theme.ts';

/**
 * Providers every page needs, mounted once. Firebase, date pickers and snackbars join here when
 * the first page that uses them arrives, so /login does not pay for them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
