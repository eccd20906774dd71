import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme, THEME_MODE_STORAGE_KEY } from '../theme/theme.ts';

/**
 * Providers every page needs, mounted once: the theme. The session and the snackbars join behind
 * sign-in (signed-in/SessionRoot.tsx), so /login does not pay for them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
