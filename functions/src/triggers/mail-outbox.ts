/**
 * Delivers messages queued in mail/{id} over SMTP (services/email/mail-delivery.ts: pooled, retried with
 * backoff, sent once). Locally the SMTP server is the MailDev catcher `npm start` runs (web page
 * http://localhost:1080); deployed, the SMTP_* parameters say which server (config/params.ts).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_OPTIONS, MAIL_TIMEOUT_SECONDS } from '../config/function-options.ts';
import { deliverQueuedMail } from '../services/email/mail-delivery.ts';

export const onMailQueued = onDocumentCreated({ ...MAIL_OPTIONS, document: 'mail/{messageId}' }, (event) =>
  deliverQueuedMail(event.params.messageId, MAIL_TIMEOUT_SECONDS * 1000),
);
