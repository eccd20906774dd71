/**
 * Issuing certificates (docs/certificate-issuing.md): a peer whose progress (spec section 9, with
 * the requirements of their current group) reaches 100 % gets one certificate, once.
 */
import { certificateProgramName, hasEarnedCertificate, MalformedDocumentError } from '@peer-coaching/domain';
import { getActivities } from '../../data/events/activities.ts';
import { certificateIdOfHolder, groupAndCohort, issueCertificate } from '../../data/certificate/certificates.ts';
import { getGroupSetting } from '../../data/program/settings.ts';
import { getUser } from '../../data/people/users.ts';

export type IssueOutcome =
  { outcome: 'issued' | 'already_issued'; id: string } | { outcome: 'not_earned' | 'not_a_peer' };

/** Checks one person and issues their certificate if they have earned it and hold none. */
export async function issueCertificateIfEarned(userId: string, now = new Date()): Promise<IssueOutcome> {
  const held = await certificateIdOfHolder(userId);
  if (held) return { outcome: 'already_issued', id: held };
  const person = await getUser(userId);
  if (!person || person.role !== 'peer' || !person.current_group || !person.current_cohort) {
    return { outcome: 'not_a_peer' };
  }
  const [activities, settings] = await Promise.all([getActivities(userId), requirementsOf(person.current_group)]);
  if (!activities || !settings || !hasEarnedCertificate(settings.engagement_requirements, activities)) {
    return { outcome: 'not_earned' };
  }
  const [group, cohort] = await groupAndCohort(person.current_group, person.current_cohort);
  const name = `${person.first_name} ${person.last_name}`.trim() || person.email;
  const { id, issued } = await issueCertificate({
    user_id: userId,
    group: person.current_group,
    cohort: person.current_cohort,
    cohort_name: cohort?.name ?? person.current_cohort,
    name,
    program: certificateProgramName(group?.name ?? person.current_group),
    issued_at: now,
  });
  return { outcome: issued ? 'issued' : 'already_issued', id };
}

/**
 * The group's certificate settings. A malformed settings document is logged and issues nothing:
 * retrying cannot mend it, and once it is corrected the settings trigger checks the group again.
 */
async function requirementsOf(groupId: string) {
  try {
    return await getGroupSetting(groupId, 'certificate');
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    console.warn(JSON.stringify({ severity: 'WARNING', message: 'Certificate not checked', error: error.message }));
    return null;
  }
}
