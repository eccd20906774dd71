/**
 * Delivers messages queued in mail/{id} over SMTP (nodemailer). Locally the SMTP server is the
 * MailDev catcher `npm start` runs (web page http://localhost:1080); deployed, the SMTP_*
 * parameters say which server (config/params.ts).
 */
import { describeIssues, mailMessage } from '@peer-coaching/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { createTransport, type Transporter } from 'nodemailer';
import { MAIL_OPTIONS } from '../config/function-options.ts';
import { smtpSettings } from '../config/smtp.ts';
import { claimMail, markMailFailed, markMailSent } from '../data/mail.ts';

let transport: Transporter | undefined;
function smtp(): Transporter {
  transport ??= createTransport(smtpSettings());
  return transport;
}

export const onMailQueued = onDocumentCreated({ ...MAIL_OPTIONS, document: 'mail/{messageId}' }, async (event) => {
  const id = event.params.messageId;
  const queued = await claimMail(id);
  if (!queued) return; // already claimed by an earlier delivery of this event
  // group, group_email and matching_round tag a group's messages (docs/emails.md): not part of the mail.
  const {
    created_at: _created,
    delivery: _delivery,
    group: _group,
    group_email: _groupEmail,
    matching_round: _round,
    ...fields
  } = queued;
  const parsed = mailMessage.safeParse(fields);
  if (!parsed.success) {
    await markMailFailed(id, describeIssues(parsed.error));
    return;
  }
  try {
    const info = await smtp().sendMail({
      from: smtpSettings().from,
      ...parsed.data,
    });
    await markMailSent(id, info.messageId);
  } catch (error) {
    // Recorded, not retried forever: staff see the failure on the message and can queue it again.
    await markMailFailed(id, error instanceof Error ? error.message : String(error));
  }
});
