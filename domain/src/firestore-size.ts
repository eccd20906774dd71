/**
 * Firestore's size rules (https://firebase.google.com/docs/firestore/storage-size), as pure
 * functions: how many bytes a value and a document take, and how many single-field index entries
 * a document makes. The report shards split by these figures (domain/src/reports/cohort-report-shards.ts),
 * and the scale test checks every stored document against the limits we keep (docs/reports.md).
 */

/** The UTF-8 bytes of a string (counted by code point: the domain runs without TextEncoder's types). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A string is its UTF-8 bytes plus one. */
export const stringSize = (value: string): number => utf8Length(value) + 1;

const isTimestampLike = (value: object): boolean =>
  value instanceof Date ||
  (typeof (value as { toDate?: unknown }).toDate === 'function' &&
    typeof (value as { seconds?: unknown }).seconds === 'number');

/**
 * The stored size of a field value: null and booleans 1, numbers and timestamps 8, strings their
 * UTF-8 bytes plus one, an array the sum of its elements, a map the sum of each key (as a string)
 * and its value.
 */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || typeof value === 'bigint') return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') {
    if (isTimestampLike(value)) return 8;
    if (value instanceof Uint8Array) return value.length;
    if ('latitude' in value && 'longitude' in value) return 16;
    return mapSize(value as Record<string, unknown>);
  }
  return 8;
}

/** The fields of a map (or of a document): each name as a string, plus its value. */
export const mapSize = (fields: Readonly<Record<string, unknown>>): number =>
  Object.entries(fields).reduce((sum, [key, item]) => sum + stringSize(key) + valueSize(item), 0);

/** A document's name: each segment of its path as a string, plus 16. */
export const documentNameSize = (path: string): number =>
  path.split('/').reduce((sum, segment) => sum + stringSize(segment), 0) + 16;

/** A document: its name, its fields, and 32 bytes. */
export const documentSize = (path: string, data: Readonly<Record<string, unknown>>): number =>
  documentNameSize(path) + mapSize(data) + 32;

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !isTimestampLike(value as object);

/**
 * The single-field index entries a document makes with the default indexing: an ascending and a
 * descending entry for every field and map subfield that is neither a map nor an array, and an
 * array-contains entry per distinct element of every array. `exempt` are the field paths
 * (dot-separated) a field override excludes from indexing, with everything under them.
 */
export function indexEntryCount(data: Readonly<Record<string, unknown>>, exempt: readonly string[] = []): number {
  const exempted = new Set(exempt);
  const count = (fields: Readonly<Record<string, unknown>>, prefix: string): number =>
    Object.entries(fields).reduce((sum, [key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (exempted.has(path)) return sum;
      if (Array.isArray(value)) return sum + new Set(value.map((item) => JSON.stringify(item))).size;
      if (value instanceof Uint8Array) return sum + 2;
      if (isMap(value) && !('latitude' in value && 'longitude' in value)) return sum + count(value, path);
      return sum + 2;
    }, 0);
  return count(data, '');
}
