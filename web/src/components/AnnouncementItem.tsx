import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AnnouncementBody } from './AnnouncementBody.tsx';

interface AnnouncementItemProps {
  /** Set as data-announcement-id, so tests and the bench find the item. */
  id?: string;
  title: string;
  body: string;
  divider: boolean;
  /** Beside the title, e.g. the status chip staff see. */
  aside?: ReactNode;
  /** Under the title, e.g. the window of a timed announcement. */
  caption?: string | null;
  /** Two muted lines of the body, enough to recognise it; otherwise the whole body. */
  preview?: boolean;
}

/**
 * One announcement in a list: the peers' home shows it whole, the dashboard as a preview. The body
 * is Markdown, rendered safely (AnnouncementBody); the staff form's preview uses this same item.
 */
export function AnnouncementItem({ id, title, body, divider, aside, caption, preview = false }: AnnouncementItemProps) {
  return (
    <ListItem
      disableGutters
      divider={divider}
      data-announcement-id={id}
      sx={{ display: 'block', py: preview ? 1.25 : 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {aside}
      </Box>
      {caption && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      )}
      <Box
        sx={[
          { mt: 0.5 },
          preview && {
            // About two lines of the body, enough to recognise it.
            color: 'text.secondary',
            maxHeight: '2.9em',
            overflow: 'hidden',
            '& *': { my: '0 !important', fontSize: 'inherit !important' },
          },
        ]}
      >
        <AnnouncementBody source={body} />
      </Box>
    </ListItem>
  );
}

/** An AnnouncementItem to come: a title and two lines of body in the same type. */
export function AnnouncementItemSkeleton({ divider }: { divider: boolean }) {
  return (
    <ListItem disableGutters divider={divider} sx={{ display: 'block', py: 1.5 }}>
      <Typography variant="subtitle1" sx={{ lineHeight: 1.4 }}>
        <Skeleton width="50%" />
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Skeleton />
        <Skeleton width="70%" />
      </Typography>
    </ListItem>
  );
}
