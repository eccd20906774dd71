/**
 * /user-view (staff only): the participant top bar and participant home exactly as a chosen peer
 * of the current cohort sees them, to answer "what does Jordan see?" without their password.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingRows } from '../../components/SectionStates.tsx';
import { MainContent, SkipLink } from '../../components/SkipLink.tsx';
import { useLiveRequirements, ViewedCertificateHolder } from '../certificate/index.ts';
import { ParticipantHome } from '../home/index.ts';
import { useCohortPeers } from '../people/index.ts';
import { useSession } from '../session/index.ts';
import { PARTICIPANT_MORE, PARTICIPANT_NAV, TopBar } from '../shell/index.ts';
import { useParticipantView } from './api/use-participant-view.ts';

export function UserViewPage() {
  const cohort = useSession((s) => s.context.user?.current_cohort ?? null);
  const peersQuery = useCohortPeers(cohort);
  const peers = peersQuery.data ?? [];
  const group = useSession((s) => s.context.user?.current_group ?? null);
  const requirements = useLiveRequirements(
    group,
    useSession((s) => s.context.requirements),
  );
  const [peerId, setPeerId] = useState('');
  const peer = peers.find((p) => p.id === peerId) ?? null;
  const view = useParticipantView(peer);

  return (
    <>
      <SkipLink />
      <TopBar
        variant="participant"
        items={PARTICIPANT_NAV}
        moreItems={PARTICIPANT_MORE}
        context={peer ? `Viewing as ${peer.first_name} ${peer.last_name}` : 'View as a participant'}
      />
      <MainContent>
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
        {peersQuery.isPending && cohort && <LoadingRows label="Loading the cohort's peers" rows={1} />}
        {peersQuery.isError && <Alert severity="error">{peersQuery.error.message}</Alert>}
        {peersQuery.isSuccess && peers.length === 0 && (
          <Alert severity="info">There are no peers in your current cohort to view.</Alert>
        )}
        {peers.length > 0 && !peer && (
          <Alert severity="info">Choose a peer to see their home page exactly as they see it.</Alert>
        )}
        {peer && view.isPending && <LoadingRows label="Loading the participant's view" rows={4} />}
        {view.isError && <Alert severity="error">{view.error.message}</Alert>}
        {peer && view.isSuccess && (
          <ViewedCertificateHolder userId={peer.id} group={peer.current_group}>
            <ParticipantHome
              user={peer}
              events={view.data.events}
              records={view.data.records}
              announcements={view.data.announcements}
              requirements={requirements}
              activities={view.data.activities}
              loading={{ events: false, announcements: false, activities: false }}
            />
          </ViewedCertificateHolder>
        )}
      </MainContent>
    </>
  );
}
