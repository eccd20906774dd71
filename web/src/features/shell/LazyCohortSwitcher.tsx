import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { CohortSwitcherProps } from './CohortSwitcher.tsx';

// Staff only: peers never download the switcher's Menu (Popover, Modal, transitions).
const CohortSwitcher = lazy(() => import('./CohortSwitcher.tsx').then((m) => ({ default: m.CohortSwitcher })));

/** The cohort switcher, loaded with the staff's first page; its label shows meanwhile. */
export function LazyCohortSwitcher(props: CohortSwitcherProps) {
  return (
    <Suspense
      fallback={
        <Typography component="span" variant="body2" noWrap sx={{ maxWidth: { xs: 120, sm: 240 } }}>
          {props.label}
        </Typography>
      }
    >
      <CohortSwitcher {...props} />
    </Suspense>
  );
}
