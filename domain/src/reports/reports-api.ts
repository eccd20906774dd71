/** GET /api/facilitator/reports/attendance (docs/reports.md): its query and its CSV answer. */
import { z } from 'zod';
import { idParams } from '../api-schemas.ts';

export const reportAttendanceQuery = z.strictObject({
  cohort: idParams.shape.id,
  /** The only format so far; named in the call so that other formats can join without a new path. */
  format: z.enum(['csv'], { error: 'must be csv' }).default('csv'),
});

/**
 * A CSV file (text/csv): a header row first. It is sent with a byte-order mark, which a client's
 * UTF-8 text decoder (fetch's text()) removes, so the mark is optional here.
 */
export const csvResponse = z.string().regex(/^\uFEFF?[^\r\n]+\r\n/, 'must start with a header row');
