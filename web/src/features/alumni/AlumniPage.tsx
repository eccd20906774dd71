/**
 * /alumni (docs/alumni.md): the alumni network of the person's group: the opted-in alumni, with
 * search and a year filter; an alumni-community member's own profile and opt-in; the alumni
 * cohort's events and announcements for its members. Nothing of anyone who has not opted in is
 * ever read (the rules refuse it).
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alumniGroupOfUser, isStaff } from '@peer-coaching/domain';
import { SectionCard } from '../../components/SectionCard.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { LoadingRows } from '../../components/SectionStates.tsx';
import { useSession } from '../session/index.ts';
import { useAlumniDirectory, useOwnAlumniProfile } from './api/use-alumni.ts';
import { AlumniDirectory } from './components/AlumniDirectory.tsx';
import { AlumniNews } from './components/AlumniNews.tsx';
import { OwnProfileCard } from './components/OwnProfileCard.tsx';

export default function AlumniPage() {
  const user = useSession((s) => s.context.user)!;
  const member = user.alumni_community && !isStaff(user);
  const directory = useAlumniDirectory(alumniGroupOfUser(user));
  const own = useOwnAlumniProfile(member ? user.id : null);
  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <StaffPageHeader
        title="Alumni network"
        subtitle="Graduates of the program who are happy to be contacted by its peers and facilitators."
      />
      <Stack spacing={{ xs: 2, sm: 3 }}>
        {member &&
          (own.status === 'success' ? (
            <OwnProfileCard user={user} profile={own.data} />
          ) : (
            <SectionCard
              title="Your alumni profile"
              busy={own.status === 'loading'}
              error={own.status === 'error' ? 'Your profile could not be loaded.' : undefined}
            >
              <LoadingRows label="Loading your profile" />
            </SectionCard>
          ))}
        {directory.status === 'success' ? (
          <AlumniDirectory profiles={directory.data} />
        ) : (
          <SectionCard
            title="Alumni"
            busy={directory.status === 'loading'}
            error={directory.status === 'error' ? 'The alumni network could not be loaded.' : undefined}
          >
            <LoadingRows label="Loading the alumni" />
          </SectionCard>
        )}
        {member && <AlumniNews />}
      </Stack>
    </Box>
  );
}
