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

/** Placeholder rows, for content whose shape is not known ahead. */
export function LoadingRows({ label, rows = 3, height = 56 }: LoadingRowsProps) {
  return (
    <LoadingShape label={label}>
      <Stack spacing={1}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    </LoadingShape>
  );
}

/**
 * A placeholder drawn with the same components as the content to come (skeleton text in the same
 * typography), so the page does not move when the content arrives. Read out as `label`.
 */
export function LoadingShape({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden>{children}</Box>
    </Box>
  );
}

/** The sentence a section shows when its data could not be loaded (the banner says why). */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'error.main', py: 1 }}>{children}</Typography>;
}

/** The sentence a section shows when it has nothing to list. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 1 }}>{children}</Typography>;
}
