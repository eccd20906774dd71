/**
 * /settings "History" (docs/audit-log.md): the group's audit log, live (an entry appears on every
 * open History within a second of the write), filtered on the server by person, action and date.
 */
import type { AuditEntry } from '@peer-coaching/domain';
import { auditLogQuery, type AuditLogFilter } from '../../../lib/audit-log-queries.ts';
import { firestore, useLiveQueries, type LiveResult } from '../../../lib/live.ts';

export type { AuditLogFilter };

export type AuditEntries = LiveResult<AuditEntry[]>;

export function useAuditLog(filter: AuditLogFilter): AuditEntries {
  const { group, actor, action, before, count } = filter;
  const key = `audit-log:${group}|${actor ?? ''}|${action ?? ''}|${before?.getTime() ?? ''}|${count}`;
  return useLiveQueries(key, () => [auditLogQuery(firestore(), filter)]);
}
