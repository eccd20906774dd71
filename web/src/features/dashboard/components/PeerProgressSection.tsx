import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useId, useState } from 'react';
import { predictionSummary } from '../../../components/certificate-summary.ts';
import { PredictionNote } from '../../../components/PredictionNote.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { absenceStreakText } from '../absence-patterns.ts';
import {
  samePeerRow,
  sortPeerRows,
  type PeerProgressRow,
  type PeerSortKey,
  type SortDirection,
} from '../../../components/peer-progress.ts';
import { PeerProgressCell } from './PeerProgressCell.tsx';

interface PeerProgressSectionProps {
  rows: PeerProgressRow[];
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

const COLUMN_LABELS: Record<PeerSortKey, string> = {
  name: 'Name',
  progress: 'Certificate progress',
  prediction: 'Prediction',
};

/** On phones, where the table's headers are hidden, one choice of order. */
const PHONE_ORDERS: { value: string; label: string; key: PeerSortKey; direction: SortDirection }[] = [
  { value: 'name-asc', label: 'Name', key: 'name', direction: 'asc' },
  { value: 'prediction-asc', label: 'Prediction, most urgent first', key: 'prediction', direction: 'asc' },
  { value: 'progress-asc', label: 'Progress, lowest first', key: 'progress', direction: 'asc' },
  { value: 'progress-desc', label: 'Progress, highest first', key: 'progress', direction: 'desc' },
];

type Sort = { key: PeerSortKey; direction: SortDirection };

/**
 * Each peer's certificate progress and prediction (docs/certificate.md): a table sortable by name,
 * progress and prediction from tablet width up, a compact list with a sort menu on phones. Only
 * the one the screen shows is rendered: the app renders in the browser only, so the media query
 * is known on the first render, and a cohort's rows drawn twice (one copy hidden) cost a phone's
 * slow CPU about as much again as the rest of the dashboard.
 */
export function PeerProgressSection({ rows, loading, failed = false }: PeerProgressSectionProps) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const sorted = sortPeerRows(rows, sort.key, sort.direction);
  return (
    <SectionCard title="Peers' progress" busy={loading} error={failed ? 'The peers could not be loaded.' : undefined}>
      {loading ? (
        <LoadingRows label="Loading peers" rows={4} height={40} />
      ) : rows.length === 0 ? (
        <EmptyMessage>No peers in this cohort yet</EmptyMessage>
      ) : wide ? (
        <PeerProgressTable rows={sorted} sort={sort} onSort={setSort} />
      ) : (
        <PeerProgressList rows={sorted} sort={sort} onSort={setSort} />
      )}
    </SectionCard>
  );
}

interface SortedRowsProps {
  rows: PeerProgressRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/** From tablet width up: a table whose column headers sort it. */
function PeerProgressTable({ rows, sort, onSort }: SortedRowsProps) {
  const sortBy = (key: PeerSortKey) =>
    onSort({ key, direction: sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });
  return (
    <TableContainer>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          Certificate progress and prediction of each peer; the column headers sort the table
        </Box>
        <TableHead>
          <TableRow>
            <SortHeader column="name" sort={sort} onSort={sortBy} />
            <TableCell>Status</TableCell>
            <SortHeader column="progress" sort={sort} onSort={sortBy} width="30%" />
            <SortHeader column="prediction" sort={sort} onSort={sortBy} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <PeerTableRow key={row.id} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones: a compact list with one choice of order. */
function PeerProgressList({ rows, sort, onSort }: SortedRowsProps) {
  const selectId = useId();
  return (
    <>
      {/* The phone's own picker: a native select. It also keeps MUI's menu and popover (which
          TextField's select brings) out of the dashboard's first load. */}
      <FormControl size="small" fullWidth sx={{ mb: 1 }}>
        <InputLabel htmlFor={selectId}>Sort by</InputLabel>
        <NativeSelect
          id={selectId}
          input={<OutlinedInput label="Sort by" />}
          value={`${sort.key}-${sort.direction}`}
          onChange={(e) => {
            const order = PHONE_ORDERS.find((o) => o.value === e.target.value);
            if (order) onSort({ key: order.key, direction: order.direction });
          }}
        >
          {PHONE_ORDERS.map((order) => (
            <option key={order.value} value={order.value}>
              {order.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <List disablePadding>
        {rows.map((row, index) => (
          <PeerListRow key={row.id} row={row} divider={index < rows.length - 1} />
        ))}
      </List>
    </>
  );
}

/**
 * A row renders again only when what it shows changed (samePeerRow): the rows are rebuilt on every
 * snapshot and on the dashboard's clock, and a cohort's rows are the page's largest part.
 */
const PeerTableRow = memo(function PeerTableRow({ row }: { row: PeerProgressRow }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <PeerStatusChip status={row.status} />
          <AbsenceFlag streak={row.absenceStreak} />
        </Box>
      </TableCell>
      <TableCell>
        <PeerProgressCell row={row} />
      </TableCell>
      <TableCell>
        <PeerPredictionCell row={row} />
      </TableCell>
    </TableRow>
  );
}, sameRowProps);

/** The phone's row, likewise rendered again only when what it shows changed. */
const PeerListRow = memo(function PeerListRow({ row, divider }: { row: PeerProgressRow; divider: boolean }) {
  return (
    <ListItem disableGutters divider={divider} sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.name}
        </Typography>
        <PeerStatusChip status={row.status} />
      </Box>
      {row.absenceStreak > 0 && (
        <Box sx={{ mb: 0.75 }}>
          <AbsenceFlag streak={row.absenceStreak} />
        </Box>
      )}
      <PeerProgressCell row={row} />
      <PeerPredictionCell row={row} />
    </ListItem>
  );
}, sameRowProps);

function sameRowProps<P extends { row: PeerProgressRow; divider?: boolean }>(before: P, after: P): boolean {
  return before.divider === after.divider && samePeerRow(before.row, after.row);
}

/** The absence-pattern flag: an icon and words, so the warning colour is not the only signal. */
function AbsenceFlag({ streak }: { streak: number }) {
  if (streak === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<EventBusyIcon aria-hidden />}
      label={absenceStreakText(streak)}
      data-absence-streak={streak}
    />
  );
}

function PeerStatusChip({ status }: { status: PeerProgressRow['status'] }) {
  return status === 'confirmed' ? (
    <Chip size="small" color="success" label="Confirmed" />
  ) : (
    <Chip size="small" label="Invited" />
  );
}

function PeerPredictionCell({ row }: { row: PeerProgressRow }) {
  if (!row.prediction) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <span aria-hidden>—</span>
      </Typography>
    );
  }
  return <PredictionNote summary={predictionSummary(row.prediction)} dense />;
}

interface SortHeaderProps {
  column: PeerSortKey;
  sort: Sort;
  onSort: (column: PeerSortKey) => void;
  width?: string;
}

/** A column header that sorts by its column (a button: Enter or Space sorts by keyboard). */
function SortHeader({ column, sort, onSort, width }: SortHeaderProps) {
  const active = sort.key === column;
  return (
    <TableCell sortDirection={active ? sort.direction : false} sx={width ? { width } : undefined}>
      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column)}>
        {COLUMN_LABELS[column]}
      </TableSortLabel>
    </TableCell>
  );
}
