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
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      disableTransitionOnChange
      // The build writes the theme's CSS variables into index.html (vite.config.ts), so the browser
      // does not build them again at every load; the development server leaves them to MUI.
      disableStyleSheetGeneration={!import.meta.env.DEV}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
