/**
 * /account: who the person is (name, e-mail, cohort) and their calendar subscription. A later
 * issue adds more settings here.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { profileCohortName } from '@peer-coaching/domain';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useSession } from '../session/index.ts';
import { CalendarSubscription } from './components/CalendarSubscription.tsx';

export function AccountPage() {
  const user = useSession((s) => s.context.user)!;
  const cohortName = profileCohortName(user);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Box sx={{ width: '100%', maxWidth: 800, mx: 'auto', display: 'grid', gap: { xs: 2, sm: 3 } }}>
      <title>Account · Peer Coaching Program</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
        Account
      </Typography>
      <SectionCard title="Profile">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            gap: { xs: 0.25, sm: 1 },
            columnGap: 3,
          }}
        >
          <Field term="Name" value={name || '—'} />
          <Field term="E-mail" value={user.email} />
          <Field term="Cohort" value={cohortName ?? 'No current cohort'} />
        </Box>
      </SectionCard>
      <CalendarSubscription />
    </Box>
  );
}

function Field({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
