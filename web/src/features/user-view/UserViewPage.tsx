/**
 * /user-view (staff only): the participant top bar and participant home exactly as a chosen peer
 * of the current cohort sees them, to answer "what does Jordan see?" without their password.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ParticipantHome } from '../../features/home/ParticipantHome.tsx';
import { useSession } from '../../features/session/SessionProvider.tsx';
import { participantNav } from '../../features/shell/navigation.ts';
import { TopBar } from '../../features/shell/TopBar.tsx';
import { PageLoader } from '../PageLoader.tsx';
import { useNow } from './use-now.ts';
import { useParticipantView } from './use-participant-view.ts';

export default function UserViewRoute() {
  const peers = useSession((s) => s.context.users);
  const requirements = useSession((s) => s.context.requirements);
  const [peerId, setPeerId] = useState('');
  const peer = peers.find((p) => p.id === peerId) ?? null;
  const view = useParticipantView(peer);
  const now = useNow();

  return (
    <>
      <TopBar
        variant="participant"
        items={participantNav(peer?.alumni_community ?? false)}
        context={peer ? `Viewing as ${peer.first_name} ${peer.last_name}` : 'View as a participant'}
      />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <title>View as a participant · Peer Coaching Program</title>
        <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            View as a participant
          </Typography>
          <FormControl size="small" sx={{ minWidth: 260 }}>
            <InputLabel id="user-view-peer">Peer</InputLabel>
            <Select labelId="user-view-peer" label="Peer" value={peerId} onChange={(e) => setPeerId(e.target.value)}>
              {peers.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.last_name}, {p.first_name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
        {peers.length === 0 && <Alert severity="info">There are no peers in your current cohort to view.</Alert>}
        {peers.length > 0 && !peer && (
          <Alert severity="info">Choose a peer to see their home page exactly as they see it.</Alert>
        )}
        {view.status === 'loading' && <PageLoader label="Loading the participant's view" />}
        {view.status === 'error' && <Alert severity="error">{view.message}</Alert>}
        {peer && view.status === 'ready' && (
          <ParticipantHome
            user={peer}
            events={view.view.events}
            records={view.view.records}
            announcements={view.view.announcements}
            requirements={requirements}
            activities={view.view.activities}
            now={now}
            loading={{ events: false, announcements: false, activities: false }}
          />
        )}
      </Container>
    </>
  );
}
