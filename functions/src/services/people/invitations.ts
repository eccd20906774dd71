/**
 * Sending one invitation (docs/users.md, "Invitations in a queue"): the work of the sendInvitation
 * task queue, one row per task. Every step is made once however often the task runs, even twice at
 * once: the Auth account takes the id the row recorded, the profile and the e-mail are created
 * with create() under fixed ids, and a row already sent (or superseded by a later attempt) is left
 * alone.
 */
import {
  ALUMNI_COHORT_ID,
  cohortFieldsOf,
  renderMail,
  type Cohort,
  type Invitation,
  type MailTemplateText,
  type User,
} from '@peer-coaching/domain';
import { getCohorts } from '../../data/program/groups.ts';
import { deleteInvitedProfile, ensureProfile, getInvitation, updateInvitation } from '../../data/people/invitations.ts';
import { queueMailOnce } from '../../data/email/mail.ts';
import { getMailTemplate } from '../../data/program/pages.ts';
import { enqueueTasks, taskId } from '../../data/task-queues.ts';
import { ensureInvitedAccount, signInLink } from '../../data/people/user-accounts.ts';

/** The queue function's name (index.ts exports it under this name). */
export const INVITATION_QUEUE = 'sendInvitation';

export interface InvitationTask extends Record<string, unknown> {
  invitation: string;
  attempt: number;
  /** The app's address for the sign-in link (config/app-url.ts, resolved by the request). */
  origin: string;
}

/** The invitation e-mail (plain text): the group's template (docs/pages.md) or the default, filled. */
export function invitationMail(
  person: Pick<Invitation, 'email' | 'first_name'>,
  cohortName: string,
  link: string,
  template: MailTemplateText | null = null,
) {
  const values = { first_name: person.first_name, cohort: cohortName, link };
  return { to: [person.email], ...renderMail('invitation', template, values) };
}

/** The profile of an invited person: a peer of the row's cohort, invited until their first sign-in. */
export function invitedProfile(
  invitation: Pick<Invitation, 'uid' | 'email' | 'first_name' | 'last_name' | 'department'>,
  cohort: Cohort,
): User {
  return {
    id: invitation.uid,
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    role: 'peer',
    group: [cohort.group],
    group_list: [],
    ...cohortFieldsOf(cohort),
    alumni_community: cohort.id === ALUMNI_COHORT_ID,
    tutorial: true,
    last_login: null,
    status: 'invited',
    department: invitation.department,
    created_at: new Date(),
  };
}

/**
 * The outbox id of an attempt's e-mail: one message per attempt. The person's id is part of it
 * (and of the task's name), so an address invited afresh after its invitation was removed is
 * never mistaken for the earlier one.
 */
export const invitationMailId = (uid: string, attempt: number) => `invitation-${uid}-${attempt}`;

export interface RowToSend {
  id: string;
  uid: string;
  attempt: number;
}

/** Queues the rows' tasks; a row already queued (the same attempt) is not queued twice. */
export async function queueInvitations(rows: readonly RowToSend[], origin: string) {
  await enqueueTasks<InvitationTask>(
    INVITATION_QUEUE,
    rows.map(({ id, uid, attempt }) => ({
      id: taskId('invitation', uid, String(attempt)),
      data: { invitation: id, attempt, origin },
    })),
  );
}

export type SendOutcome = 'sent' | 'skipped' | 'failed';

/**
 * One delivery of a row's task. A passing fault (Auth, Firestore) is thrown so that the queue
 * retries, and recorded on the row; on the queue's last attempt (`lastAttempt`) the row is marked
 * failed with it instead. An address that turns out to be another account's fails the row at once.
 */
export async function sendInvitation(task: InvitationTask, lastAttempt: boolean): Promise<SendOutcome> {
  const invitation = await getInvitation(task.invitation);
  if (!invitation || invitation.attempt !== task.attempt || invitation.state !== 'pending') return 'skipped';
  try {
    const [cohort] = await getCohorts([invitation.cohort]);
    if (!cohort) return await fail(invitation, `cohort: no cohort ${invitation.cohort}`);
    const name = `${invitation.first_name} ${invitation.last_name}`;
    if ((await ensureInvitedAccount(invitation.uid, invitation.email, name)) === 'taken') {
      await deleteInvitedProfile(invitation.uid);
      return await fail(invitation, 'email: already has an account');
    }
    await ensureProfile(invitedProfile(invitation, cohort));
    const [template, link] = await Promise.all([
      getMailTemplate(invitation.group, 'invitation'),
      signInLink(invitation.email, task.origin),
    ]);
    await queueMailOnce(
      invitationMailId(invitation.uid, invitation.attempt),
      invitationMail(invitation, cohort.name, link, template),
    );
    await updateInvitation(invitation.id, invitation.attempt, { state: 'sent', error: null });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (lastAttempt) return fail(invitation, message);
    await updateInvitation(invitation.id, invitation.attempt, { error: message }).catch(() => undefined);
    throw error;
  }
}

async function fail(invitation: Invitation, error: string): Promise<'failed'> {
  await updateInvitation(invitation.id, invitation.attempt, { state: 'failed', error });
  return 'failed';
}
