/**
 * The alumni network's profiles (docs/alumni.md): every confirmed alumni-community peer of a real
 * group has one; all but the demo alumnus and one other are opted in, so the demo alumnus can opt
 * in on /alumni and be found, and one profile shows that an opted-out alumnus is never listed.
 */
import { alumniGroupOfUser, type AlumniProfile } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { UserDoc } from './types.ts';

/** The demo alumnus starts opted out: the tour of /alumni opts them in. */
export const OPTED_OUT_ALUMNI = new Set(['demo-alumni']);
const INTERESTS = [
  'mentoring, quality improvement',
  'peer support, wellbeing',
  'research, teaching',
  'leadership, coaching skills',
  'patient experience, mentoring',
  'wellbeing, team building',
];
const CONTACTS = [
  'E-mail, any time',
  'Teams, weekday afternoons',
  'E-mail first, then a call',
  'Happy to meet for coffee on site',
];

export function buildAlumniProfiles(users: readonly UserDoc[], clock: DemoClock): AlumniProfile[] {
  const alumni = users.filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.alumni_community);
  return alumni.flatMap((user, index) => {
    const group = alumniGroupOfUser(user);
    if (!group) return [];
    return [
      {
        id: user.id,
        user_id: user.id,
        group,
        first_name: user.first_name,
        last_name: user.last_name,
        cohort_year: user.cohort_list.includes('alumni') ? 2024 + (index % 2) : 2026,
        department: user.department,
        interests: INTERESTS[index % INTERESTS.length]!,
        contact: CONTACTS[index % CONTACTS.length]!,
        // One more besides the demo alumnus stays out of the network.
        opted_in: !OPTED_OUT_ALUMNI.has(user.id) && index !== 1,
        updated_at: clock.at(-3, '10:00'),
      },
    ];
  });
}
