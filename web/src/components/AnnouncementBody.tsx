/**
 * An announcement's body as peers see it: the Markdown renderer, loaded on first use so it never
 * weighs on the peer home's first load. Until it arrives the source shows as plain text, line
 * breaks kept, which reads well for Markdown (that is what Markdown was made for).
 */
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

const MarkdownBody = lazy(() => import('./markdown/MarkdownBody.tsx'));

/** Starts loading the renderer ahead, e.g. when a page knows it will show announcements. */
export const preloadMarkdown = () => void import('./markdown/MarkdownBody.tsx');

export function PlainBody({ source }: { source: string }) {
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {source}
    </Typography>
  );
}

export function AnnouncementBody({ source }: { source: string }) {
  if (!source.trim()) return null;
  return (
    <Suspense fallback={<PlainBody source={source} />}>
      <MarkdownBody source={source} />
    </Suspense>
  );
}
