/**
 * Group e-mails (docs/emails.md): staff write to a cohort, a group or a saved filter, now or at a
 * later time, preview who receives it with their merge values, and cancel a message still waiting;
 * and e-mail each group of a published matching round (docs/matching.md).
 */
import { auditTime, sendAtProblem, staffesGroup, waitsUntil, type GroupEmail } from '@peer-coaching/domain';
import {
  claimGroupEmail,
  deleteGroupEmail,
  getGroupEmail,
  GROUP_MAIL_BATCH,
  newGroupEmailId,
  saveGroupEmail,
} from '../../data/email/group-emails.ts';
import {
  deliverGroupEmail,
  emailMatchingGroups,
  nameOf,
  recipientValues,
  resolveAudience,
} from '../../services/email/group-emails.ts';
import { limitDailyEmailRecipients } from '../../services/limits.ts';
import { dailyEmailRecipientsOfGroup } from '../../services/program/settings.ts';
import { conflict, invalidInput, notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { describeAudit } from '../../data/audit/audit-log.ts';

export const groupEmailHandlers: Handlers<
  'sendGroupEmail' | 'previewGroupEmail' | 'cancelGroupEmail' | 'emailMatchingRound'
> = {
  sendGroupEmail: async ({ body, caller }) => {
    const now = new Date();
    if (body.send_at) {
      const problem = sendAtProblem(body.send_at, now);
      if (problem) throw invalidInput(`send_at: ${problem}`);
    }
    const resolved = await resolveAudience(body.audience, now, caller);
    if (resolved.recipients.length === 0) throw invalidInput('audience: nobody to send to');
    const waits = waitsUntil(body.send_at, now);
    const email: GroupEmail = {
      id: newGroupEmailId(),
      group: resolved.group,
      audience: body.audience,
      audience_label: resolved.label,
      subject: body.subject,
      body: body.body,
      send_at: waits ? body.send_at! : now,
      status: waits ? 'scheduled' : 'sending',
      recipient_count: resolved.recipients.length,
      recipients: [],
      created_by: caller.id,
      created_by_name: nameOf(caller),
      created_at: now,
      sent_at: null,
    };
    // The group's daily e-mail limit, counted when a message is sent or scheduled (docs/emails.md).
    const limit = await dailyEmailRecipientsOfGroup(resolved.group);
    const giveBack = await limitDailyEmailRecipients(resolved.group, resolved.recipients.length, limit, now);
    const when = waits ? `scheduled for ${auditTime(email.send_at)}` : 'sent now';
    const summary = `“${email.subject}” to ${resolved.label} (${resolved.recipients.length}), ${when}`;
    describeAudit({ group: email.group, target: `group_emails/${email.id}`, summary });
    try {
      await saveGroupEmail(email);
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (!waits) {
      try {
        await deliverGroupEmail(email, resolved, now);
      } catch (error) {
        // One batch is all or nothing: nothing was queued, so no message is left "sending".
        if (resolved.recipients.length <= GROUP_MAIL_BATCH) {
          await deleteGroupEmail(email.id);
          await giveBack();
        }
        throw error;
      }
    }
    return { id: email.id, recipients: resolved.recipients.length };
  },

  previewGroupEmail: async ({ body, caller }) => {
    const now = new Date();
    const resolved = await resolveAudience(body.audience, now, caller);
    const values = await recipientValues(resolved, now);
    return {
      label: resolved.label,
      recipients: resolved.recipients.map((p) => ({
        id: p.id,
        name: nameOf(p),
        email: p.email,
        values: values.get(p.id)!,
      })),
    };
  },

  cancelGroupEmail: async ({ params, caller }) => {
    const email = await getGroupEmail(params.id);
    if (!email) throw notFound(`No group e-mail ${params.id}`);
    if (!staffesGroup(caller, email.group)) throw notAllowed(`You do not run group ${email.group}, the e-mail's group`);
    const summary = `Cancelled “${email.subject}”, scheduled for ${auditTime(email.send_at)}`;
    describeAudit({ group: email.group, target: `group_emails/${email.id}`, summary });
    if (!(await claimGroupEmail(email.id, 'scheduled', 'cancelled'))) {
      throw conflict('Only a message still waiting to be sent can be cancelled');
    }
    return { id: email.id };
  },

  emailMatchingRound: async ({ params, body, caller, origin }) => {
    const text =
      body.subject !== undefined && body.markdown !== undefined
        ? { subject: body.subject, markdown: body.markdown }
        : null;
    const emails = await emailMatchingGroups(caller, params.id, text, origin, new Date());
    return { id: params.id, emails };
  },
};
