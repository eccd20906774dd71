/**
 * /settings "Facilitators" (docs/settings.md): the people who run the group, live, each linking to
 * their profile on /user. An admin makes a confirmed peer of the group a facilitator, or makes a
 * facilitator a peer again (after a confirmation); a facilitator sees the list only.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
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

interface FacilitatorsSectionProps {
  groupName: string;
  people: { status: 'loading' | 'success' | 'error'; data?: User[] | undefined; error?: Error | undefined };
  isAdmin: boolean;
  myId: string;
  onSetRole: (id: string, role: 'facilitator' | 'peer') => Promise<unknown>;
}

export function FacilitatorsSection({ groupName, people, isAdmin, myId, onSetRole }: FacilitatorsSectionProps) {
  const notify = useNotify();
  const [pick, setPick] = useState('');
  const [removing, setRemoving] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  if (people.status === 'loading') return <LoadingRows label="Loading the facilitators" rows={3} height={48} />;
  if (people.status === 'error') {
    return <Alert severity="error">The facilitators could not be loaded: {people.error?.message}</Alert>;
  }
  const { facilitators, candidates } = groupStaff(people.data ?? []);
  const nameOf = (p: User) => `${p.first_name} ${p.last_name}`.trim() || p.email;
  const change = async (person: User, role: 'facilitator' | 'peer') => {
    setBusy(true);
    try {
      await onSetRole(person.id, role);
      notify(
        role === 'facilitator' ? `${nameOf(person)} now runs ${groupName}` : `${nameOf(person)} is a participant again`,
        'success',
      );
      setPick('');
    } catch (error) {
      notify((error as Error).message || 'The role could not be changed.', 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const picked = candidates.find((c) => c.id === pick);
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
          <TextField
            select
            size="small"
            label="Participant to add"
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            sx={{ minWidth: 260, flexGrow: 1 }}
            helperText={candidates.length === 0 ? 'No confirmed participant in this group.' : undefined}
            disabled={candidates.length === 0}
          >
            {candidates.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {nameOf(c)} ({c.email})
              </MenuItem>
            ))}
          </TextField>
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
