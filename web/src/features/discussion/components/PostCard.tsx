/**
 * One post of a thread (its opening post or a reply): who wrote it and when, whether it was
 * edited, and its Markdown through the announcements' sanitising renderer. Marks what is new since
 * the last visit, what is still being sent, and (for staff) what is hidden from peers.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { postedAgo, type DiscussionPost } from '@peer-coaching/domain';
import type { ReactNode } from 'react';
import { AnnouncementBody } from '../../../components/AnnouncementBody.tsx';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar.tsx';

interface PostCardProps {
  post: Pick<DiscussionPost, 'author_name' | 'created_at' | 'edited_at' | 'body' | 'hidden'>;
  now: Date;
  pending: boolean;
  isNew?: boolean;
  /** The thread's title, for its opening post. */
  heading?: ReactNode;
  /** Shown instead of the body while the author edits. */
  editor?: ReactNode;
  /** The author's and staff's buttons. */
  actions?: ReactNode;
  /** The author's photo (initials stand in without one). */
  photo?: string | null;
  'data-post'?: string;
}

export function PostCard({ post, now, pending, isNew, heading, editor, actions, photo, ...data }: PostCardProps) {
  const [first = '', ...rest] = post.author_name.split(' ');
  return (
    <Box
      component="article"
      {...data}
      sx={{
        border: 1,
        borderColor: isNew ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.paper',
        opacity: post.hidden ? 0.7 : 1,
      }}
    >
      {heading}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <PersonAvatar firstName={first} lastName={rest.join(' ')} photo={photo} size={28} />
        <Typography variant="subtitle2" component="p">
          {post.author_name}
        </Typography>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          <time dateTime={post.created_at.toISOString()}>{postedAgo(post.created_at, now)}</time>
          {post.edited_at && ' · edited'}
        </Typography>
        {isNew && <Chip size="small" color="primary" label="New" />}
        {pending && <Chip size="small" variant="outlined" label="Sending…" />}
        {post.hidden && <Chip size="small" color="warning" variant="outlined" label="Hidden from peers" />}
      </Stack>
      {editor ?? <AnnouncementBody source={post.body} />}
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
