/** Who runs a group and who could (docs/settings.md "Facilitators"), by last name. */
import type { User } from '@peer-coaching/domain';

const byName = (a: User, b: User) =>
  a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) ||
  a.first_name.toLowerCase().localeCompare(b.first_name.toLowerCase()) ||
  a.id.localeCompare(b.id);

/**
 * The group's facilitators (any status, so an invited facilitator shows) and the confirmed peers
 * an admin may make facilitators. Admins run every group and are not listed.
 */
export function groupStaff(people: readonly User[]): { facilitators: User[]; candidates: User[] } {
  return {
    facilitators: people.filter((p) => p.role === 'facilitator').sort(byName),
    candidates: people.filter((p) => p.role === 'peer' && p.status === 'confirmed').sort(byName),
  };
}
