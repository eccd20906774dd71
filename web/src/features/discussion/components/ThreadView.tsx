/**
 * One thread: its opening post, its replies oldest first, and the reply box. Authors edit and
 * delete their own posts; staff of the group pin, lock and hide. Opening the thread (and every
 * new post while it is open) moves the reader's read mark, and what came since their last visit
 * is marked "New". Writes are not awaited: offline they show as "Sending…" and go out on
 * reconnecting; one the server refuses brings back what was typed, with the reason.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isPostNew,
  sortPosts,
  type DiscussionPost,
  type DiscussionThread,
  type ThreadInput,
  type User,
} from '@peer-coaching/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProfilePhotos } from '../../../lib/use-profile-photos.ts';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import { discussionWrites, useReplies, type DiscussionScope, type WithPending } from '../api/use-discussion.ts';
import { moderationActions, moderationFailed, type ModerationTarget } from '../moderation.ts';
import { PostCard } from './PostCard.tsx';
import { PostEditor } from './PostEditor.tsx';

interface ThreadViewProps {
  user: User;
  scope: DiscussionScope;
  thread: WithPending<DiscussionThread>;
  /** When the reader last opened the thread before this visit (null: never). */
  readBefore: Date | null;
  now: Date;
}

type Target = { kind: 'thread' } | { kind: 'reply'; post: DiscussionPost };

const refusal = (error: unknown) =>
  (error as { code?: string }).code === 'discussion-limit'
    ? (error as Error).message.replace(/\.$/, '')
    : (error as { code?: string }).code === 'permission-denied'
      ? 'the thread is locked or hidden, or the post breaks a limit'
      : 'please try again';

export function ThreadView({ user, scope, thread, readBefore, now }: ThreadViewProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const replies = useReplies(scope, thread.data.id);
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  // A reply the server refused comes back into the box.
  const [draft, setDraft] = useState<{ body: string; key: number }>({ body: '', key: 0 });
  const { id, locked, last_post_at } = thread.data;
  const listUrl = `?cohort=${encodeURIComponent(scope.cohort)}`;

  // The read mark follows the thread while it is open, so leaving it leaves nothing unread.
  const lastPost = last_post_at.getTime();
  useEffect(() => {
    discussionWrites.markRead(user.id, id).catch(() => {});
  }, [user.id, id, lastPost]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);

  const sendReply = (input: ThreadInput) => {
    const { written } = discussionWrites.reply(user, scope, id, { body: input.body });
    written.catch((error: unknown) => {
      setDraft((d) => ({ body: input.body, key: d.key + 1 }));
      notify(`Your reply could not be posted: ${refusal(error)}. It is back in the box.`, 'error');
    });
  };

  const saveEdit = (target: Target, input: ThreadInput) => {
    setEditing(null);
    const written =
      target.kind === 'thread'
        ? discussionWrites.editThread(id, input)
        : discussionWrites.editReply(target.post.id, { body: input.body });
    written.catch((error: unknown) => {
      notify(`Your edit could not be saved: ${refusal(error)}.`, 'error');
      setEditing(target);
    });
  };

  const confirmDelete = () => {
    const target = deleting!;
    setDeleting(null);
    const removed =
      target.kind === 'thread' ? discussionWrites.deleteThread(id) : discussionWrites.deleteReply(target.post.id);
    removed.catch(() => notify('It could not be deleted. Please try again.', 'error'));
    notify(target.kind === 'thread' ? 'Thread deleted' : 'Reply deleted', 'success');
    if (target.kind === 'thread') void navigate(listUrl);
  };

  const moderationButtons = (target: ModerationTarget) =>
    scope.staff &&
    moderationActions(target).map((action) => (
      <Button
        key={action.field}
        size="small"
        onClick={() =>
          discussionWrites
            .moderate(target, action)
            .then(() => notify(action.done, 'success'))
            .catch(() => notify(moderationFailed(target), 'error'))
        }
      >
        {action.label}
      </Button>
    ));

  const authorActions = (target: Target, authorId: string) =>
    authorId === user.id &&
    !locked && (
      <>
        <Button size="small" onClick={() => setEditing(target)}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={() => setDeleting(target)}>
          Delete
        </Button>
      </>
    );

  const editorFor = (target: Target, initial: { title?: string; body: string }) => (
    <PostEditor
      initial={initial}
      withTitle={target.kind === 'thread'}
      bodyLabel={target.kind === 'thread' ? 'Post' : 'Reply'}
      submitLabel="Save"
      onSave={(input) => saveEdit(target, input)}
      onCancel={() => setEditing(null)}
    />
  );

  const posts =
    replies.status === 'success' ? sortPosts(replies.data.map((r) => ({ ...r.data, pending: r.pending }))) : [];
  const photos = useProfilePhotos([thread.data.author_id, ...posts.map((post) => post.author_id)]);

  return (
    <Paper variant="outlined" component={Stack} spacing={2} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <div>
        <Button component={Link} to={listUrl} startIcon={<ArrowBackIcon aria-hidden />} sx={{ ml: -1 }}>
          All threads
        </Button>
      </div>
      <PostCard
        data-post={id}
        post={thread.data}
        photo={photos.get(thread.data.author_id)}
        now={now}
        pending={thread.pending}
        heading={
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ mb: 1, overflowWrap: 'anywhere', outline: 'none' }}
          >
            {thread.data.title}
          </Typography>
        }
        editor={editing?.kind === 'thread' ? editorFor(editing, thread.data) : undefined}
        actions={
          <>
            {authorActions({ kind: 'thread' }, thread.data.author_id)}
            {moderationButtons({ kind: 'thread', item: thread.data })}
          </>
        }
      />

      <Typography variant="h6" component="h3">
        {posts.length === 1 ? '1 reply' : `${posts.length} replies`}
      </Typography>
      {replies.status === 'loading' && <LoadingRows label="Loading the replies" />}
      {replies.status === 'error' && <Alert severity="error">The replies could not be loaded.</Alert>}
      <Stack component="ol" aria-label="Replies" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              data-post={post.id}
              post={post}
              photo={photos.get(post.author_id)}
              now={now}
              pending={post.pending}
              isNew={isPostNew(post, readBefore, user.id)}
              editor={editing?.kind === 'reply' && editing.post.id === post.id ? editorFor(editing, post) : undefined}
              actions={
                <>
                  {authorActions({ kind: 'reply', post }, post.author_id)}
                  {moderationButtons({ kind: 'reply', item: post })}
                </>
              }
            />
          </li>
        ))}
      </Stack>

      {locked ? (
        <Alert severity="info">This thread is locked: no new replies or edits.</Alert>
      ) : (
        <PostEditor
          key={draft.key}
          initial={{ body: draft.body }}
          bodyLabel="Your reply"
          submitLabel="Post reply"
          onSave={sendReply}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'thread' ? 'Delete this thread?' : 'Delete this reply?'}
        text={
          deleting?.kind === 'thread'
            ? 'The thread and all its replies are removed for everyone.'
            : 'Your reply is removed for everyone.'
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
