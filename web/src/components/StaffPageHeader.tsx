/**
 * The head of a staff page (/event, /announcement, /settings, ...): the document title, an
 * overline (the current cohort) or a subtitle, the page's h1, and its main action on the right,
 * wrapping under the title on a phone.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StaffPageHeaderProps {
  title: string;
  /** Small capitals above the title, e.g. the current cohort's name. */
  overline?: string;
  /** A line under the title. */
  subtitle?: string;
  /** The page's main action or picker. */
  action?: ReactNode;
}

export function StaffPageHeader({ title, overline, subtitle, action }: StaffPageHeaderProps) {
  return (
    <>
      <title>{`${title} · Peer Coaching Program`}</title>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {overline !== undefined && (
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {overline}
            </Typography>
          )}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
          >
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
        </Box>
        {action}
      </Box>
    </>
  );
}
