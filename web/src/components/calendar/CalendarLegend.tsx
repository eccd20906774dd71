import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EventColor } from '@peer-coaching/domain';
import { EVENT_SWATCHES } from '../event-label.ts';

export interface CalendarLegendProps {
  entries: readonly { color: EventColor; label: string }[];
}

/** What each colour of the calendar means. */
export function CalendarLegend({ entries }: CalendarLegendProps) {
  return (
    <Box
      component="ul"
      aria-label="Colour legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {entries.map(({ color, label }) => (
        <Box component="li" key={color} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: EVENT_SWATCHES[color] }} />
          <Typography variant="body2">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
