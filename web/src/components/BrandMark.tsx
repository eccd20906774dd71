import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The product's mark (same drawing as public/favicon.svg): two peers side by side. The tile takes
 * the brand navy in light mode and the brand blue in dark mode, where navy would vanish.
 */
export function BrandMark({ sx, ...props }: SvgIconProps) {
  return (
    <SvgIcon
      viewBox="0 0 64 64"
      sx={[
        (theme) => ({ color: 'secondary.main', ...theme.applyStyles('dark', { color: 'primary.main' }) }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="24" cy="24" r="9" fill="#ffffff" />
      <circle cx="42" cy="28" r="7" fill="#90caf9" />
      <path d="M8 54c2-11 8-17 16-17s14 6 16 17z" fill="#ffffff" />
      <path d="M32 54c1.5-8 5.5-13 10-13s8.5 5 10 13z" fill="#90caf9" />
    </SvgIcon>
  );
}
