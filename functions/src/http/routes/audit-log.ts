/** GET /api/facilitator/audit_log: a group's audit log, for its staff (docs/audit-log.md). */
import { staffesGroup } from '@peer-coaching/domain';
import { listAuditEntries } from '../../data/audit/audit-log.ts';
import { notAllowed } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

export const auditLogHandlers: Handlers<'auditLog'> = {
  auditLog: async ({ query, caller }) => {
    if (!staffesGroup(caller, query.group)) throw notAllowed(`You do not run group ${query.group}`);
    return { entries: await listAuditEntries(query) };
  },
};
