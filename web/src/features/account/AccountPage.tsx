/**
 * /account: the person's own settings (docs/account.md): profile, password, which e-mails they get,
 * appearance, the calendar subscription, their data and their sessions.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@peer-coaching/domain';
import { useSession, useSessionActor } from '../session/index.ts';
import { AppearanceSection } from './components/AppearanceSection.tsx';
import { CalendarSubscription } from './components/CalendarSubscription.tsx';
import { DataSection } from './components/DataSection.tsx';
import { EmailChoicesSection } from './components/EmailChoicesSection.tsx';
import { PasswordSection } from './components/PasswordSection.tsx';
import { PhotoSection } from './components/PhotoSection.tsx';
import { ProfileSection } from './components/ProfileSection.tsx';

export function AccountPage() {
  const user = useSession((s) => s.context.user)!;
  const session = useSessionActor();
  const saved = (updated: User) => session.send({ type: 'PROFILE_SAVED', user: updated });
  return (
    <Box sx={{ width: '100%', maxWidth: 800, mx: 'auto', display: 'grid', gap: { xs: 2, sm: 3 } }}>
      <title>Account · Peer Coaching Program</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
        Account
      </Typography>
      <ProfileSection user={user} onSaved={saved} />
      <PhotoSection user={user} />
      <PasswordSection email={user.email} />
      <EmailChoicesSection user={user} onSaved={saved} />
      <AppearanceSection />
      <CalendarSubscription />
      <DataSection />
    </Box>
  );
}
