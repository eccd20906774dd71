/**
 * The audit log in Firestore for the browser (docs/audit-log.md): a group's entries, newest
 * first, optionally one person's or one action's, before a time. Staff of the group read it under
 * the rules; only functions write it. The rules suite runs this query (tests/rules/audit-log.test.ts).
 */
import { COLLECTION_PATHS, type AuditEntry } from '@peer-coaching/domain';
import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { converterOf } from './firestore.ts';

export interface AuditLogFilter {
  group: string;
  actor?: string | null;
  action?: string | null;
  /** Only entries strictly before this time (the History's "up to" date). */
  before?: Date | null;
  count: number;
}

export function auditLogQuery(
  db: Firestore,
  { group, actor, action, before, count }: AuditLogFilter,
): Query<AuditEntry> {
  const constraints: QueryConstraint[] = [where('group', '==', group)];
  if (actor) constraints.push(where('actor_id', '==', actor));
  if (action) constraints.push(where('action', '==', action));
  if (before) constraints.push(where('at', '<', before));
  return query(
    collection(db, COLLECTION_PATHS.auditLog).withConverter(converterOf<AuditEntry>(COLLECTION_PATHS.auditLog)),
    ...constraints,
    orderBy('at', 'desc'),
    limit(count),
  );
}
