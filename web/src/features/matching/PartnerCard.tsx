/**
 * The peer home's partner card (docs/matching.md): the partner(s) of the latest published round
 * the peer was placed in, with their e-mail and the suggested first meeting (the first meeting
 * time every member of the group picked), live on the peer's own partners documents. Loaded lazily
 * by the home (its JS budget has no room for eager code) and drawn only once there is a partner.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchingAssignment } from '@peer-coaching/domain';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useOwnAssignments } from './api/use-own-assignments.ts';

/** The date alone (no time zone library: this card stays small). */
const matchedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The newest published assignment of the peer (a later round replaces an earlier one). */
export const latestAssignment = (list: readonly MatchingAssignment[]) =>
  [...list].sort((a, b) => b.published_at.getTime() - a.published_at.getTime())[0] ?? null;

export default function PartnerCard({ userId }: { userId: string }) {
  const own = useOwnAssignments(userId);
  const current = own.status === 'success' ? latestAssignment(own.data) : null;
  if (!current) return null;
  const [first, ...others] = current.common_times;
  return (
    <SectionCard title={current.partners.length > 1 ? 'Your partners' : 'Your partner'}>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="partner-list">
        {current.partners.map((partner) => (
          <li key={partner.user_id}>
            <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
            {/* MUI's Link draws the brand colour in the tint that reads on either scheme (theme.ts). */}
            <Link href={`mailto:${partner.email}`} variant="body2">
              {partner.email}
            </Link>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="first-meeting">
        {first
          ? `Suggested first meeting: ${first.toLowerCase()}${others.length > 0 ? ` (also free: ${others.map((t) => t.toLowerCase()).join(', ')})` : ''}.`
          : 'You picked no meeting time in common: agree on one by e-mail.'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Matched {matchedOn.format(current.published_at)}
      </Typography>
    </SectionCard>
  );
}
