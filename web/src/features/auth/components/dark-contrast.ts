import type { Theme } from '@mui/material/styles';

/**
 * sx for text in the brand blue (outlined and text buttons): on the dark surface that blue reads
 * at about 3.6:1, under WCAG AA, so there the lighter tint is used, as the theme does for links.
 */
export const primaryTextOnDark = (theme: Theme) =>
  theme.applyStyles('dark', { '&:not(.Mui-disabled)': { color: 'primary.light' } });
