/**
 * Issues a certificate when a peer reaches 100 % (docs/certificate-issuing.md): when their
 * activities change (attendance marked, a survey counted) and when their group's requirements
 * change (through the recheckCertificates queue, certificate-recheck.ts). Exactly once per person
 * however often or concurrently a delivery comes (the guard in data/certificate/certificates.ts).
 */
import { ACTIVITY_TYPES } from '@peer-coaching/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { issueCertificateIfEarned, type IssueOutcome } from '../services/certificate/certificates.ts';
import { queueCertificateRechecks } from './certificate-recheck.ts';

type ActivitiesFields = Record<string, unknown> | undefined;

/** Whether a write changed what progress depends on: a count or the group. */
export function progressInputsChanged(before: ActivitiesFields, after: ActivitiesFields): boolean {
  if (!after) return false; // deleted: nothing to issue
  if (!before) return true;
  return before.group !== after.group || ACTIVITY_TYPES.some((type) => before[type] !== after[type]);
}

/** The trigger's work for one delivery of a write to activities/{userId}. */
export async function activitiesWrittenForCertificate(
  userId: string,
  before: ActivitiesFields,
  after: ActivitiesFields,
): Promise<IssueOutcome | null> {
  if (!progressInputsChanged(before, after)) return null;
  return issueCertificateIfEarned(userId);
}

/**
 * The trigger's work for one delivery of a write to groups/{groupId}/settings/{setting}: queues the
 * re-check of the group's peers (certificate-recheck.ts; `changeId` is the event's id, so a
 * redelivery queues nothing twice). Returns how many tasks were queued now.
 */
export async function certificateSettingsWritten(
  groupId: string,
  setting: string,
  exists: boolean,
  changeId: string,
): Promise<number> {
  if (setting !== 'certificate' || !exists) return 0;
  return (await queueCertificateRechecks(groupId, changeId)).queued;
}

export const onCertificateSettingsWritten = onDocumentWritten(
  { document: 'groups/{groupId}/settings/{setting}', retry: true },
  async (event) => {
    await certificateSettingsWritten(
      event.params.groupId,
      event.params.setting,
      Boolean(event.data?.after.exists),
      event.id,
    );
  },
);
