/** Which cohorts a caller may read, checked against the stored cohorts. */
import { canReadCohort, isStaff, sharedCohortIds, type User } from '@peer-coaching/domain';
import { getCohorts } from '../../data/program/groups.ts';
import { notAllowed, notFound } from '../errors.ts';

/**
 * Returns the requested cohort ids if the caller may read every one of them, else throws.
 * A peer is checked against their shared cohorts without a read (nothing about other cohorts is
 * revealed: 403 whether or not the cohort exists); staff against each cohort's group.
 */
export async function authorizeCohorts(caller: User, cohortIds: string[]): Promise<string[]> {
  const unique = [...new Set(cohortIds)];
  if (!isStaff(caller)) {
    const shared = sharedCohortIds(caller);
    const foreign = unique.filter((id) => !shared.includes(id));
    if (foreign.length > 0) throw notAllowed(`You are not a member of cohort ${foreign.join(', ')}`);
    return unique;
  }
  const cohorts = await getCohorts(unique);
  const missing = unique.filter((id) => !cohorts.some((c) => c.id === id));
  if (missing.length > 0) throw notFound(`No cohort ${missing.join(', ')}`);
  const foreign = cohorts.filter((c) => !canReadCohort(caller, c));
  if (foreign.length > 0) throw notAllowed(`You do not run cohort ${foreign.map((c) => c.id).join(', ')}`);
  return unique;
}
