/**
 * The apologies a person has sent, live (apologies where user_id is theirs), by event id. The
 * calendar's event details show "Apology sent" from here, so it appears the moment the API has
 * written it, and on every open page of that person.
 */
import type { Apology } from '@peer-coaching/domain';
import { firestore, ownApologiesQuery, useLiveQueries, type LiveResult } from '../../../lib/live.ts';

export function useOwnApologies(userId: string | null): LiveResult<ReadonlyMap<string, Apology>> {
  const result = useLiveQueries(userId && `own-apologies:${userId}`, () => [ownApologiesQuery(firestore(), userId!)]);
  return result.status === 'success'
    ? { ...result, data: new Map(result.data.map((apology) => [apology.event_id, apology])) }
    : result;
}
