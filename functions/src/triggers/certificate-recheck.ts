/**
 * The certificate re-check after a group's requirements change (docs/certificate-issuing.md): the
 * settings trigger (certificates.ts) queues one task per CERTIFICATE_RECHECK_BATCH peers of the
 * group instead of checking everyone in its own run; each task runs the exactly-once issuing check
 * for its peers. Sized and paced in config/function-options.ts (CERTIFICATE_RECHECK_OPTIONS).
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { CERTIFICATE_RECHECK_BATCH, CERTIFICATE_RECHECK_OPTIONS } from '../config/function-options.ts';
import { activityHolderIdsOfGroup } from '../data/certificate/certificates.ts';
import { chunks } from '../data/firestore.ts';
import { enqueueTasks, taskId } from '../data/task-queues.ts';
import { issueCertificateIfEarned } from '../services/certificate/certificates.ts';

export const CERTIFICATE_RECHECK_QUEUE = 'recheckCertificates';

export interface CertificateRecheckTask extends Record<string, unknown> {
  group: string;
  userIds: string[];
}

/**
 * Queues the re-check of every peer of the group holding activities, in batches. `changeId` names
 * the change (the trigger's event id): a redelivered event queues nothing twice. Returns how many
 * people the group has and how many tasks were queued now.
 */
export async function queueCertificateRechecks(
  groupId: string,
  changeId: string,
): Promise<{ people: number; queued: number }> {
  const people = await activityHolderIdsOfGroup(groupId);
  const batches = chunks(people, CERTIFICATE_RECHECK_BATCH);
  const queued = await enqueueTasks<CertificateRecheckTask>(
    CERTIFICATE_RECHECK_QUEUE,
    batches.map((userIds, index) => ({
      id: taskId('certificates', groupId, changeId, String(index)),
      data: { group: groupId, userIds },
    })),
  );
  return { people: people.length, queued };
}

/** One task's work: the issuing check for each of its peers, one at a time. Returns how many were issued. */
export async function recheckCertificatesOf(userIds: readonly string[]): Promise<number> {
  let issued = 0;
  for (const userId of userIds) {
    if ((await issueCertificateIfEarned(userId)).outcome === 'issued') issued += 1;
  }
  return issued;
}

export const recheckCertificates = onTaskDispatched<CertificateRecheckTask>(
  CERTIFICATE_RECHECK_OPTIONS,
  async (request) => {
    await recheckCertificatesOf(request.data.userIds);
  },
);
