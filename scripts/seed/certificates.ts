/**
 * Issued certificates of the demo (docs/certificate-issuing.md). No peer of this year's cohorts
 * has finished (the program year ends at day 357), so the certificates belong to the graduates:
 * the peers of the alumni cohort, demo-alumni among them, completed an earlier program year and
 * hold the certificate issued at its completion celebration. Their ids look like the trigger's
 * (22 base64url characters) but come from the demo's seeded random, so every seed gives the same.
 */
import {
  ALUMNI_COHORT_ID,
  certificateProgramName,
  type Certificate,
  type Cohort,
  type Group,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { cohortPlan, PROGRAM_COMPLETION_DAY } from './program.ts';
import { randomFor } from './random.ts';
import type { UserDoc } from './types.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A certificate id for this person, the same on every seed. */
export function demoCertificateId(userId: string): string {
  const random = randomFor(`certificate|${userId}`);
  return Array.from({ length: 22 }, () => random.pick([...ID_ALPHABET])).join('');
}

/** The completion celebration of the graduates' program year: a year before this year's cohorts'. */
export function graduationOffset(): number {
  return cohortPlan(ALUMNI_COHORT_ID).startOffset + PROGRAM_COMPLETION_DAY;
}

export function buildCertificates(
  users: readonly UserDoc[],
  groups: readonly Pick<Group, 'id' | 'name'>[],
  cohorts: readonly Pick<Cohort, 'id' | 'name'>[],
  clock: DemoClock,
): Certificate[] {
  const alumni = cohorts.find((c) => c.id === ALUMNI_COHORT_ID);
  const group = groups.find((g) => g.id === cohortPlan(ALUMNI_COHORT_ID).group);
  if (!alumni || !group) return [];
  const issuedAt = clock.at(graduationOffset(), '18:30');
  return users
    .filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.current_cohort === ALUMNI_COHORT_ID)
    .map((u) => ({
      id: demoCertificateId(u.id),
      user_id: u.id,
      group: group.id,
      cohort: alumni.id,
      cohort_name: alumni.name,
      name: `${u.first_name} ${u.last_name}`.trim(),
      program: certificateProgramName(group.name),
      issued_at: issuedAt,
    }));
}
