import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, THEME_COLORS } from '@peer-coaching/domain';

/**
 * One theme with a light and a dark colour scheme. MUI emits both as CSS variables and switches
 * with a class on <html>, so toggling re-renders nothing and the choice is persisted by the
 * ThemeProvider itself (see app/AppProviders.tsx).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: THEME_COLORS.primary },
        secondary: { main: THEME_COLORS.secondary },
        background: { default: '#f4f6fb', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: THEME_COLORS.primary },
        secondary: { main: THEME_COLORS.secondary },
        background: { default: '#0b1020', paper: '#151b2e' },
      },
    },
  },
  /*
   * The spec names three sizes: mobile up to 767 px, tablet 768 to 1024 px, desktop from 1025 px.
   * MUI breakpoints are lower bounds (`up('sm')` is min-width 768px, `down('sm')` is below 768px),
   * so each spec range starts at one key:
   *   xs (0)    mobile   -> down('sm')
   *   sm (768)  tablet   -> between('sm', 'md')
   *   md (1025) desktop  -> up('md')
   * lg and xl keep MUI's defaults for wide-screen layouts; the spec does not distinguish them.
   */
  breakpoints: {
    values: { xs: 0, sm: BREAKPOINTS.tabletMin, md: BREAKPOINTS.desktopMin, lg: 1280, xl: 1536 },
  },
  shape: { borderRadius: 8 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        // Text and outlined buttons write in the brand blue, which is as hard to read on a dark
        // surface as a link (about 3.6:1); they take the lighter tint there too.
        root: ({ theme, ownerState }) =>
          ownerState.variant !== 'contained' && (ownerState.color ?? 'primary') === 'primary'
            ? theme.applyStyles('dark', { '&:not(.Mui-disabled)': { color: theme.vars?.palette.primary.light } })
            : {},
      },
    },
    MuiLink: {
      styleOverrides: {
        // The brand blue is too dark to read as text on a dark surface (about 3.6:1); links use
        // its lighter tint there so they pass WCAG AA.
        root: ({ theme }) =>
          theme.applyStyles('dark', {
            color: theme.vars?.palette.primary.light,
            textDecorationColor: 'currentColor',
          }),
      },
    },
  },
});

export const THEME_MODE_STORAGE_KEY = 'theme-mode';
