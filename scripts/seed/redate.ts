/**
 * "Alive dates": the committed emulator export was generated for one day (meta/demo.anchor_day).
 * On every start, each date of the demo moves forward by the whole New York calendar days since
 * that day, keeping its wall time, so "today's" events are on today again, upcoming ones are
 * still ahead and past ones still behind. Then the anchor becomes today.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { commitInBatches } from './batches.ts';
import { calendarDaysBetween, displayDayOf, shiftByCalendarDays } from './dates.ts';
import { assertEmulators } from './emulator-guard.ts';
import type { DemoMeta } from './types.ts';

/** Collections whose dates are relative to today (users' and activities' history stays put). */
// Attendance is left alone: its dates are history, and each write would wake the attendance trigger.
// The calendars hold copies of the events, dates included, and move with them.
// Surveys move too (fixed dates and derived windows); their responses' dates are history.
export const REDATED_COLLECTIONS = [
  'events',
  'announcements',
  'cohorts',
  'cohort_calendars',
  // Each cohort's surveys for peers' homes hold copies of the surveys' windows.
  'cohort_surveys',
  // Surveys' opening dates in the reports move with the surveys.
  'cohort_reports',
  'apologies',
  'surveys',
  // The discussion stays a conversation of the past weeks; a moved reply wakes no recount (its
  // visibility is unchanged), and its thread moves by the same days.
  'discussion_threads',
  'discussion_posts',
  'discussion_reads',
] as const;
export const META_PATH = 'meta/demo';

/** The value with every Timestamp in it, at any depth of arrays and maps, moved by `days`. */
function shifted(value: unknown, days: number): unknown {
  if (value instanceof Timestamp) return Timestamp.fromDate(shiftByCalendarDays(value.toDate(), days));
  if (Array.isArray(value)) return value.map((item) => shifted(item, days));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shifted(item, days)]));
  }
  return value;
}

function holdsTimestamp(value: unknown): boolean {
  if (value instanceof Timestamp) return true;
  if (Array.isArray(value)) return value.some(holdsTimestamp);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some(holdsTimestamp);
  }
  return false;
}

/**
 * The updates that move every Timestamp of a document by `days` calendar days: a top-level
 * Timestamp field, or the whole of a field that holds Timestamps deeper down (the events of a
 * cohort calendar). Empty when there is nothing to move. Other fields (null dates, strings,
 * numbers) are left alone.
 */
export function shiftedTimestampFields(data: DocumentData, days: number): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  if (days === 0) return updates;
  for (const [field, value] of Object.entries(data)) {
    if (holdsTimestamp(value)) updates[field] = shifted(value, days);
  }
  return updates;
}

export interface RedateResult {
  /** Calendar days the dates moved (0: already current, or no demo data). */
  days: number;
  documents: number;
  /** The anchor the data was at before; null when there is no meta/demo document. */
  fromDay: string | null;
}

export async function redateDemoData(db: Firestore, today: Date): Promise<RedateResult> {
  assertEmulators(['FIRESTORE_EMULATOR_HOST']);
  const meta = (await db.doc(META_PATH).get()).data() as DemoMeta | undefined;
  if (!meta?.anchor_day) return { days: 0, documents: 0, fromDay: null };
  const days = calendarDaysBetween(meta.anchor_day, today);
  if (days === 0) return { days, documents: 0, fromDay: meta.anchor_day };

  const snapshots = await Promise.all(REDATED_COLLECTIONS.map((name) => db.collection(name).get()));
  const updates = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .map((doc) => ({ ref: doc.ref, fields: shiftedTimestampFields(doc.data(), days) }))
    .filter(({ fields }) => Object.keys(fields).length > 0);
  await commitInBatches(db, updates, (batch, { ref, fields }) => batch.update(ref, fields));
  // The anchor moves last, once every date has moved. A run that fails halfway leaves a mix of
  // shifted and unshifted documents, which no rerun can tell apart: re-seed in that case.
  const anchor: DemoMeta = { anchor_day: displayDayOf(today) };
  await db.doc(META_PATH).set(anchor);
  return { days, documents: updates.length, fromDay: meta.anchor_day };
}
