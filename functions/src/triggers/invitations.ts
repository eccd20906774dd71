/**
 * The invitation queue (docs/users.md, "Invitations in a queue"): POST /api/facilitator/users/invite
 * records each good row and queues one task per row; this function sends it (services/people/invitations.ts).
 * Sized and paced in config/function-options.ts (INVITE_TASK_OPTIONS).
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { INVITE_QUEUE_MAX_ATTEMPTS, INVITE_TASK_OPTIONS } from '../config/function-options.ts';
import { sendInvitation as send, type InvitationTask } from '../services/people/invitations.ts';

export const sendInvitation = onTaskDispatched<InvitationTask>(INVITE_TASK_OPTIONS, async (request) => {
  // retryCount counts the earlier attempts: the last one records a failure instead of throwing.
  const lastAttempt = (request.retryCount ?? 0) + 1 >= INVITE_QUEUE_MAX_ATTEMPTS;
  await send(request.data, lastAttempt);
});
