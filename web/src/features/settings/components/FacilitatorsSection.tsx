/**
 * /settings "Facilitators" (docs/settings.md): the people who run the group, live, each linking to
 * their profile on /user. An admin makes a confirmed peer of the group a facilitator (found by
 * typing the start of their last name: the server sends 10 at most), or makes a facilitator a peer
 * again (after a confirmation); a facilitator sees the list only.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@peer-coaching/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import { groupStaff } from '../group-staff.ts';
import SectionList from './SectionList.tsx';

type Loaded = { status: 'loading' | 'success' | 'error'; data?: User[] | undefined; error?: Error | undefined };

interface FacilitatorsSectionProps {
  groupName: string;
  /** The group's facilitators. */
  facilitators: Loaded;
  /** Confirmed participants matching the search (at most 10). */
  candidates: Loaded;
  candidateSearch: string;
  onCandidateSearch: (text: string) => void;
  isAdmin: boolean;
  myId: string;
  onSetRole: (id: string, role: 'facilitator' | 'peer') => Promise<unknown>;
}

export function FacilitatorsSection({
  groupName,
  facilitators: staff,
  candidates: found,
  candidateSearch,
  onCandidateSearch,
  isAdmin,
  myId,
  onSetRole,
}: FacilitatorsSectionProps) {
  const notify = useNotify();
  const [picked, setPicked] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  if (staff.status === 'loading') return <LoadingRows label="Loading the facilitators" rows={3} height={48} />;
  if (staff.status === 'error') {
    return <Alert severity="error">The facilitators could not be loaded: {staff.error?.message}</Alert>;
  }
  const { facilitators } = groupStaff(staff.data ?? []);
  const { candidates } = groupStaff(found.data ?? []);
  const nameOf = (p: User) => `${p.first_name} ${p.last_name}`.trim() || p.email;
  const change = async (person: User, role: 'facilitator' | 'peer') => {
    setBusy(true);
    try {
      await onSetRole(person.id, role);
      notify(
        role === 'facilitator' ? `${nameOf(person)} now runs ${groupName}` : `${nameOf(person)} is a participant again`,
        'success',
      );
      setPicked(null);
      onCandidateSearch('');
    } catch (error) {
      notify((error as Error).message || 'The role could not be changed.', 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Facilitators
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The people who run {groupName}: they see its people, events, surveys and reports.{' '}
        {isAdmin
          ? 'Add a confirmed participant of the group as a facilitator, or make a facilitator a participant again.'
          : 'Only an admin adds or removes a facilitator.'}
      </Typography>
      {facilitators.length === 0 ? (
        <Alert severity="info">{groupName} has no facilitator yet.</Alert>
      ) : (
        <SectionList label="Facilitators">
          {facilitators.map((f, index) => (
            <ListItem
              key={f.id}
              divider={index < facilitators.length - 1}
              sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}
              secondaryAction={
                isAdmin && f.id !== myId ? (
                  <Button size="small" color="error" disabled={busy} onClick={() => setRemoving(f)}>
                    Remove
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/user?id=${encodeURIComponent(f.id)}`}>
                    {nameOf(f)}
                  </Link>
                }
                secondary={`${f.email}${f.status === 'confirmed' ? '' : ` · ${f.status}`}${f.id === myId ? ' · you' : ''}`}
              />
            </ListItem>
          ))}
        </SectionList>
      )}
      {isAdmin && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) void change(picked, 'facilitator');
          }}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
        >
          <Autocomplete
            options={candidates}
            value={picked}
            onChange={(_, next) => setPicked(next)}
            onInputChange={(_, text, reason) => {
              // What was typed searches; a chosen option's label does not.
              if (reason === 'input' || reason === 'clear') onCandidateSearch(text);
            }}
            // The server filters (a prefix of the last name); the list shows what it sent.
            filterOptions={(options) => options}
            getOptionLabel={(c) => `${nameOf(c)} (${c.email})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={found.status === 'loading'}
            noOptionsText={
              found.status === 'error'
                ? 'The participants could not be loaded.'
                : candidateSearch.trim()
                  ? 'No confirmed participant whose last name starts so.'
                  : 'No confirmed participant in this group.'
            }
            sx={{ minWidth: 260, flexGrow: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label="Participant to add"
                helperText="Type the start of a last name; the first 10 show."
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddIcon aria-hidden />}
            disabled={!picked || busy}
            loading={busy && Boolean(picked)}
          >
            Add facilitator
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${nameOf(removing)}?` : ''}
        text={
          removing
            ? `${nameOf(removing)} becomes a participant again and no longer runs ${
                removing.group_list.length > 1 ? `any of their ${removing.group_list.length} groups` : groupName
              }. Nothing else changes.`
            : ''
        }
        confirmLabel="Remove"
        destructive
        busy={busy}
        onConfirm={() => removing && void change(removing, 'peer')}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
