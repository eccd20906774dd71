import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * A settings section's list of items (cohorts, facilitators), on an outlined card as the other
 * sections' controls are, so its rows read as one block on the page's tinted background.
 */
export default function SectionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ px: 2 }}>
      <List aria-label={label} disablePadding>
        {children}
      </List>
    </Paper>
  );
}
