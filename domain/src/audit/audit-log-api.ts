/** GET /api/facilitator/audit_log and the audit_log collection: the zod side of audit-log.ts. */
import { z } from 'zod';
import { AUDIT_ACTION_IDS, AUDIT_LOG_DEFAULT_LIMIT, AUDIT_LOG_MAX_LIMIT, type StoredAuditEntry } from './audit-log.ts';
import { defineCollection } from '../collections/define.ts';
import { idField, storedDate, type DateSchema } from '../collections/fields.ts';
import { COLLECTION_PATHS } from '../collections/paths.ts';
import { apiDate } from '../api/wire.ts';

const auditAction = z.enum(AUDIT_ACTION_IDS, { error: 'is not an action of the audit log' });

export const auditEntryFields = <D extends DateSchema>(date: D) => ({
  at: date,
  actor_id: idField,
  actor_email: z.string(),
  action: auditAction,
  target: z.string().min(1),
  summary: z.string(),
});

export const auditLogCollection = defineCollection<StoredAuditEntry>(
  COLLECTION_PATHS.auditLog,
  z.object({ ...auditEntryFields(storedDate), group: idField }),
);

/**
 * ?group=G&limit=N&before=T, and optionally actor=<uid> and action=<action> (the History's
 * filters, answered by the server so that an older entry is never missed). `before` is any ISO
 * 8601 date with an offset; entries strictly before it come back.
 */
export const auditLogQuery = z.strictObject({
  group: idField,
  limit: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(AUDIT_LOG_MAX_LIMIT, `must be at most ${AUDIT_LOG_MAX_LIMIT}`))
    .default(AUDIT_LOG_DEFAULT_LIMIT),
  before: z.iso
    .datetime({ offset: true, error: 'must be a date like 2026-01-31T09:00:00-05:00' })
    .transform((text) => new Date(text))
    .optional(),
  actor: idField.optional(),
  action: auditAction.optional(),
});

export const auditLogResponse = z.strictObject({
  entries: z.array(z.strictObject({ id: idField, ...auditEntryFields(apiDate) })),
});
