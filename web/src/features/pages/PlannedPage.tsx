import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PageEntry } from './page-catalog.ts';

/** A page whose content arrives with a later issue: its title and what it will hold. */
export function PlannedPage({ page }: { page: PageEntry }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <title>{`${page.title} · Peer Coaching Program`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{page.summary}</Typography>
    </Paper>
  );
}
