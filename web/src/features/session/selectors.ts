import { profileCohortName } from '@peer-coaching/domain';
import type { SessionContext } from '../auth/index.ts';

/**
 * The name of the cohort the person works in: from the cohorts staff loaded, else from the names
 * the profile keeps next to its cohort ids; null without a current cohort.
 */
export function currentCohortName({ user, cohorts }: Pick<SessionContext, 'user' | 'cohorts'>): string | null {
  const id = user?.current_cohort;
  if (!user || !id) return null;
  return cohorts.find((c) => c.id === id)?.name ?? profileCohortName(user);
}
