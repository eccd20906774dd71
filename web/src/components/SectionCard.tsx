import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { ErrorMessage } from './SectionStates.tsx';

interface SectionCardProps {
  /** The section's h2; it also names the section landmark. */
  title: string;
  /** True while the section's data loads; tells assistive technology the content will change. */
  busy?: boolean;
  /** Shown instead of the content when the section's data could not be loaded. */
  error?: string;
  children: ReactNode;
}

/** One titled block of a page: a <section> card with an h2 under the page's h1. */
export function SectionCard({ title, busy = false, error, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} aria-busy={busy}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {error ? <ErrorMessage>{error}</ErrorMessage> : children}
      </CardContent>
    </Card>
  );
}
