import type { Theme } from '@mui/material/styles';

/**
 * FullCalendar's classic theme reads CSS variables; these follow the MUI theme, so the calendar
 * matches light and dark mode and the app's primary colour.
 */
export function calendarPalette(theme: Theme) {
  const { palette } = theme;
  return {
    '--fc-classic-primary': palette.primary.main,
    '--fc-classic-primary-foreground': palette.primary.contrastText,
    '--fc-classic-button': palette.primary.main,
    '--fc-classic-button-border': palette.primary.main,
    '--fc-classic-button-strong': palette.primary.dark,
    '--fc-classic-button-strong-border': palette.primary.dark,
    '--fc-classic-button-foreground': palette.primary.contrastText,
    '--fc-classic-event': palette.action.selected,
    '--fc-classic-event-contrast': palette.text.primary,
    '--fc-classic-background': palette.background.paper,
    '--fc-classic-foreground': palette.text.primary,
    '--fc-classic-muted-foreground': palette.text.secondary,
    '--fc-classic-faint-foreground': palette.text.disabled,
    '--fc-classic-border': palette.divider,
    '--fc-classic-strong-border': palette.text.disabled,
    '--fc-classic-today': palette.mode === 'dark' ? 'rgba(254, 240, 138, 0.1)' : 'rgba(250, 204, 21, 0.15)',
  } as const;
}
