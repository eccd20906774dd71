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
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { absenceStreakText } from '../absence-patterns.ts';
import type { PeerProgressRow } from '../peer-progress.ts';
import { PeerProgressCell } from './PeerProgressCell.tsx';

interface PeerProgressSectionProps {
  rows: PeerProgressRow[];
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/**
 * Each peer's certificate progress: a table from tablet width up, a compact list on phones. Both
 * are rendered and one is hidden with CSS (display: none also hides it from screen readers), so
 * the right one shows on the first paint without measuring the screen.
 */
export function PeerProgressSection({ rows, loading, failed = false }: PeerProgressSectionProps) {
  return (
    <SectionCard title="Peers' progress" busy={loading} error={failed ? 'The peers could not be loaded.' : undefined}>
      {loading ? (
        <LoadingRows label="Loading peers" rows={4} height={40} />
      ) : rows.length === 0 ? (
        <EmptyMessage>No peers in this cohort yet</EmptyMessage>
      ) : (
        <>
          <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Table size="small">
              <Box component="caption" sx={visuallyHidden}>
                Certificate progress of each peer, by last name
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ width: '40%' }}>Certificate progress</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
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
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <List disablePadding sx={{ display: { xs: 'block', sm: 'none' } }}>
            {rows.map((row, index) => (
              <ListItem key={row.id} disableGutters divider={index < rows.length - 1} sx={{ display: 'block', py: 1 }}>
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
              </ListItem>
            ))}
          </List>
        </>
      )}
    </SectionCard>
  );
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
