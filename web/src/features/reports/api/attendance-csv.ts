/** GET /api/facilitator/reports/attendance as CSV (docs/reports.md): the cohort's attendance file. */
import { CSV_BOM } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';

/** The file's text, with the byte-order mark Excel needs for accents (the client's decoder drops it). */
export async function attendanceCsv(cohort: string): Promise<string> {
  const csv = await api.reportAttendance({ query: { cohort, format: 'csv' } });
  return csv.startsWith(CSV_BOM) ? csv : `${CSV_BOM}${csv}`;
}
