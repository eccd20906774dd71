import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface EventRowProps {
  /** Rendered as data-event-id, and the status as data-status, so tests and tools can find the row. */
  eventId: string;
  /** The status by name (domain PeerEventStatusName for peers). */
  status: string;
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

const rowSx = (compact: boolean | undefined) => ({ alignItems: 'stretch', gap: 1.5, py: compact ? 0.75 : 1.25 });

/** One event in a list: a colour bar as in a calendar, the title, status, time and place. */
export function EventRow({
  eventId,
  status,
  title,
  when,
  startsAt,
  location,
  swatch,
  statusLabel,
  divider,
  compact,
}: EventRowProps) {
  return (
    <ListItem disableGutters divider={divider} sx={rowSx(compact)} data-event-id={eventId} data-status={status}>
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

/** An EventRow to come: the same lines in the same type, so the list does not move when it loads. */
export function EventRowSkeleton({ compact, divider }: Pick<EventRowProps, 'compact' | 'divider'>) {
  return (
    <ListItem disableGutters divider={divider} sx={rowSx(compact)}>
      <Skeleton variant="rounded" sx={{ width: 6, height: 'auto', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant={compact ? 'body2' : 'subtitle1'}>
          <Skeleton width="60%" />
        </Typography>
        {/* Phones stack the status under the title. */}
        <Typography variant="caption" sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Skeleton width="25%" />
        </Typography>
        <Typography variant="body2">
          <Skeleton width="45%" />
        </Typography>
        {!compact && (
          <Typography variant="body2">
            <Skeleton width="35%" />
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
