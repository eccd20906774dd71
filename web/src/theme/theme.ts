import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, THEME_COLORS } from '@peer-coaching/domain';

/**
 * The brand blue as text (links, text and outlined buttons): on the light page's
 * tinted background it reads at 4.25:1 and on a dark surface at about 3.6:1, both under WCAG AA's
 * 4.5:1 for small text. Its dark tint (light scheme) and light tint (dark scheme) pass on every
 * surface of the app.
 */
function readablePrimary(theme: Theme) {
  return {
    color: theme.vars?.palette.primary.dark,
    ...theme.applyStyles('dark', { color: theme.vars?.palette.primary.light }),
  };
}

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
        // Text on a filled colour (a chip, a contained button) is white only where white reads at
        // WCAG AA's 4.5:1; on lighter fills (the warning orange) it is dark. MUI's default is 3:1.
        contrastThreshold: 4.5,
        primary: { main: THEME_COLORS.primary },
        secondary: { main: THEME_COLORS.secondary },
        // The warning's dark tint is its text colour ("At risk"): MUI's #e65100 reads at 3.8:1 on white.
        warning: { main: '#ed6c02', dark: '#b54708' },
        background: { default: '#f4f6fb', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        // The light tint is the brand blue as text on dark surfaces: MUI's own (#4791db) reads under
        // 4.5:1 on a hovered row or a selected toggle; this one at 6.5:1 or more on every surface.
        primary: { main: THEME_COLORS.primary, light: '#90caf9' },
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
        root: ({ theme, ownerState }) =>
          ownerState.variant !== 'contained' && (ownerState.color ?? 'primary') === 'primary'
            ? { '&:not(.Mui-disabled)': readablePrimary(theme) }
            : {},
      },
    },
    // An outlined chip's text in its colour's readable tint (the warning orange itself reads at 3.1:1).
    MuiChip: {
      styleOverrides: {
        root: ({ theme, ownerState }) => {
          const color = ownerState.color ?? 'default';
          if (ownerState.variant !== 'outlined' || color === 'default') return {};
          const palette = theme.vars?.palette[color];
          return { color: palette?.dark, ...theme.applyStyles('dark', { color: palette?.light }) };
        },
      },
    },
    // A selected toggle or tab in the brand colour draws its text in the readable tint, as links do.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          ownerState.color === 'primary' ? { '&.Mui-selected': readablePrimary(theme) } : {},
      },
    },
    MuiTab: {
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          (ownerState.textColor ?? 'primary') === 'primary' ? { '&.Mui-selected': readablePrimary(theme) } : {},
      },
    },
    // The legend and help text of a question that cannot be answered now (a closed survey) stay
    // readable: MUI greys them with the disabled field, under 3:1.
    MuiFormLabel: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars?.palette.text.secondary } }) },
    },
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars?.palette.text.secondary } }) },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ theme }) => ({ ...readablePrimary(theme), textDecorationColor: 'currentColor' }),
      },
    },
  },
});

export const THEME_MODE_STORAGE_KEY = 'theme-mode';

// MUI's types for a theme with CSS variables (its `CssThemeVariables` switch): `theme.vars`,
// `generateStyleSheets` and the ThemeProvider's `disableStyleSheetGeneration`.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
