import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';

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
  /**
   * Makes the row open something (staff open an event from /event): the title becomes a link whose
   * click area covers the whole row, reachable with Tab and Enter like any link.
   */
  href?: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const rowSx = (compact: boolean | undefined) => ({ alignItems: 'stretch', gap: 1.5, py: compact ? 0.75 : 1.25 });

/** The title as a link stretched over its row (the row is position: relative). */
const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: 1 },
} as const;

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
  href,
  onOpen,
}: EventRowProps) {
  return (
    <ListItem
      disableGutters
      divider={divider}
      sx={{ ...rowSx(compact), ...(href && { position: 'relative', '&:hover': { bgcolor: 'action.hover' } }) }}
      data-event-id={eventId}
      data-status={status}
    >
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
            component={href ? 'a' : 'span'}
            variant={compact ? 'body2' : 'subtitle1'}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...(href && linkSx) }}
            {...(href && { href, onClick: onOpen })}
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
