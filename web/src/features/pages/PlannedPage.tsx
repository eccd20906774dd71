import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_TEXT } from './page-catalog.ts';
import type { PlannedPath } from './planned-routes.ts';

/** A page whose content arrives with a later issue: its title and what it will hold. */
export function PlannedPage({ path }: { path: PlannedPath }) {
  const { title, summary } = PAGE_TEXT[path];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <title>{`${title} · Peer Coaching Program`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{summary}</Typography>
    </Paper>
  );
}
