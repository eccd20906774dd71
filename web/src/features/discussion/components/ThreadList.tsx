/**
 * A cohort's threads: pinned first, then the most recently active; each with who started it, its
 * replies, when it last moved, and whether it has something the reader has not seen.
 */
import LockIcon from '@mui/icons-material/Lock';
import PushPinIcon from '@mui/icons-material/PushPin';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isThreadUnread,
  postedAgo,
  sortThreads,
  type DiscussionReads,
  type DiscussionThread,
} from '@peer-coaching/domain';
import { Link } from 'react-router';
import type { WithPending } from '../api/use-discussion.ts';

interface ThreadListProps {
  threads: readonly WithPending<DiscussionThread>[];
  reads: DiscussionReads | null;
  userId: string;
  cohortId: string;
  now: Date;
}

const replies = (count: number) => (count === 1 ? '1 reply' : `${count} replies`);

export function ThreadList({ threads, reads, userId, cohortId, now }: ThreadListProps) {
  const sorted = sortThreads(threads.map((t) => ({ ...t.data, pending: t.pending })));
  const unread = sorted.filter((t) => isThreadUnread(t, reads, userId)).length;
  if (sorted.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>
        No threads yet. Start the first one: ask a question, or share something from your last session.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {sorted.length === 1 ? '1 thread' : `${sorted.length} threads`}
        {unread > 0 && ` · ${unread} with new posts`}
      </Typography>
      <List aria-label="Threads" disablePadding>
        {sorted.map((thread) => {
          const isUnread = isThreadUnread(thread, reads, userId);
          return (
            <ListItem key={thread.id} disablePadding divider data-thread={thread.id} data-unread={isUnread}>
              <ListItemButton
                component={Link}
                to={`?cohort=${encodeURIComponent(cohortId)}&thread=${encodeURIComponent(thread.id)}`}
                sx={{ px: { xs: 1, sm: 2 }, py: 1.5, alignItems: 'flex-start' }}
              >
                <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    {thread.pinned && <PushPinIcon fontSize="small" titleAccess="Pinned" color="primary" />}
                    {thread.locked && <LockIcon fontSize="small" titleAccess="Locked" color="action" />}
                    <Typography
                      variant="subtitle1"
                      component="span"
                      sx={{ fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}
                    >
                      {thread.title}
                    </Typography>
                    {isUnread && <Chip size="small" color="primary" label="New" />}
                    {thread.pending && <Chip size="small" variant="outlined" label="Sending…" />}
                    {thread.hidden && (
                      <Chip size="small" color="warning" variant="outlined" label="Hidden from peers" />
                    )}
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {thread.author_name} · {replies(thread.reply_count)} · last post{' '}
                    {postedAgo(thread.last_post_at, now)}
                  </Typography>
                </Stack>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
