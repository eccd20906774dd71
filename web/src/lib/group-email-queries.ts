/**
 * Group e-mails in Firestore for the browser (docs/emails.md): a group's messages, and the outbox
 * messages of some of them (their delivery state), for the group's staff. The rules suite runs
 * the same queries (tests/rules/matrix.test.ts).
 */
import { COLLECTION_PATHS, type GroupEmail, type MailState } from '@peer-coaching/domain';
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

/** The newest messages of a group, newest first. */
export function groupEmailsQuery(db: Firestore, group: string, count = 30): Query<GroupEmail> {
  return query(
    collection(db, COLLECTION_PATHS.groupEmails).withConverter(converterOf<GroupEmail>(COLLECTION_PATHS.groupEmails)),
    where('group', '==', group),
    orderBy('created_at', 'desc'),
    limit(count),
  );
}

/** One recipient's message in the outbox, as its history shows it. */
export interface OutboxEntry {
  id: string;
  group_email: string;
  to: string[];
  delivery?: { state?: MailState; error?: string | null; attempts?: number; next_attempt_at?: Date | null };
}

/** The outbox messages of up to 30 group e-mails of a group. */
export function groupEmailMailQuery(db: Firestore, group: string, emailIds: readonly string[]): Query<OutboxEntry> {
  return query(
    collection(db, COLLECTION_PATHS.mail).withConverter(converterOf<OutboxEntry>(COLLECTION_PATHS.mail)),
    where('group', '==', group),
    where('group_email', 'in', emailIds),
  );
}
