/**
 * Firestore documents as the app uses them: every Timestamp, at any depth of arrays and plain
 * objects, becomes a Date. Each SDK (web, admin) has its own Timestamp class, so the caller says
 * which values are timestamps; this stays free of Firebase.
 */
export function withDates(value: unknown, isTimestamp: (value: unknown) => value is { toDate(): Date }): unknown {
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map((item) => withDates(item, isTimestamp));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item, isTimestamp)]));
  }
  return value;
}
