import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

export interface EventRowProps {
  title: string;
  /** Preformatted New York date and time (see event-time.ts). */
  when: string;
  startsAt: Date;
  location: string;
  /** An `sx` colour from EVENT_SWATCHES. */
  swatch: string;
  /** The status in words, so colour is never the only signal. */
  statusLabel: string;
  divider?: boolean;
  /** Smaller, without the location: for lists of past events. */
  compact?: boolean;
}

/** One event in a list: a colour bar as in a calendar, the title, status, time and place. */
export function EventRow({ title, when, startsAt, location, swatch, statusLabel, divider, compact }: EventRowProps) {
  return (
    <ListItem disableGutters divider={divider} sx={{ alignItems: 'stretch', gap: 1.5, py: compact ? 0.75 : 1.25 }}>
      <Box aria-hidden sx={{ width: 6, flexShrink: 0, borderRadius: 1, bgcolor: swatch }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {/* Phones stack the status under the title, so it never lands left or right by chance. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'baseline' },
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <Typography
            component="span"
            variant={compact ? 'body2' : 'subtitle1'}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{
              color: 'text.secondary',
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: 0.4,
              whiteSpace: 'nowrap',
            }}
          >
            {statusLabel}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={startsAt.toISOString()}>{when}</time>
        </Typography>
        {!compact && location && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {location}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
