import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface LoadingRowsProps {
  /** Read out instead of the skeletons, e.g. "Loading your events". */
  label: string;
  rows?: number;
  height?: number;
}

/** Placeholder rows shaped like the content to come, so the page does not jump when it arrives. */
export function LoadingRows({ label, rows = 3, height = 56 }: LoadingRowsProps) {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Stack spacing={1} aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    </Box>
  );
}

/** The sentence a section shows when it has nothing to list. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 1 }}>{children}</Typography>;
}
