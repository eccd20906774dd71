/**
 * Decides, from Firestore's documented index rules, whether a query needs a composite index, and
 * whether firestore.indexes.json has one that serves it. The emulator runs every query without
 * indexes; production refuses a query whose index is missing (FAILED_PRECONDITION), so this is the
 * only place such a mistake is caught before a deploy.
 *
 * The rules (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - a query on one field (any filter, plus an orderBy on that same field) uses that field's
 *   automatic single-field index;
 * - equality filters only (`==`, and `in`, a disjunction of equalities) on several fields are
 *   served by merging single-field indexes: no composite needed;
 * - anything else needs a composite index: array-contains(-any) with another filter or order,
 *   equality with a range, inequality or orderBy on another field, inequalities on several
 *   fields, or orders on several fields.
 * A composite index serves the query when its fields are the equality and array fields first, in
 * any order (array ones with arrayConfig CONTAINS), then the sort fields in the query's order:
 * its orderBy fields, then each inequality field it does not order by (Firestore orders by those
 * implicitly), with the query's directions or all of them reversed.
 */
import { DOCUMENT_ID, type CompositeIndex, type FoundQuery, type IndexFile, type Order } from './query-model.ts';

const EQUALITY = new Set(['==', 'in']);
const ARRAY = new Set(['array-contains', 'array-contains-any']);
const RANGE = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

export interface IndexNeed {
  /** Equality and array-contains fields: the index's first fields, in any order. */
  equality: string[];
  array: string[];
  /** The fields the index must then sort by, in this order. */
  sort: Order[];
}

/** What composite index the query needs, or null when single-field indexes serve it. */
export function compositeNeed(query: FoundQuery): IndexNeed | null {
  const equality = unique(query.filters.filter((f) => EQUALITY.has(f.op)).map((f) => f.field));
  const array = unique(query.filters.filter((f) => ARRAY.has(f.op)).map((f) => f.field));
  const range = unique(query.filters.filter((f) => RANGE.has(f.op)).map((f) => f.field));
  for (const f of query.filters) {
    if (!EQUALITY.has(f.op) && !ARRAY.has(f.op) && !RANGE.has(f.op))
      throw new Error(`${query.at}: unknown operator ${f.op}`);
  }
  // An orderBy on a field held equal orders nothing; a final ascending document-id order is the
  // tie-break every index already has.
  const orders = query.orders.filter((o) => !equality.includes(o.field));
  while (orders.at(-1)?.field === DOCUMENT_ID && orders.at(-1)?.direction === 'ASCENDING') orders.pop();
  const sort: Order[] = [...orders];
  for (const field of range) {
    if (!sort.some((o) => o.field === field)) sort.push({ field, direction: 'ASCENDING' });
  }
  const fields = unique([...equality, ...array, ...sort.map((o) => o.field)]);
  if (fields.length <= 1) return null;
  if (array.length === 0 && sort.length === 0) return null;
  return { equality, array, sort };
}

/** Does this composite index serve that need? */
export function serves(index: CompositeIndex, query: FoundQuery, need: IndexNeed): boolean {
  if (index.collectionGroup !== query.collectionGroup || index.queryScope !== query.scope) return false;
  const fields = [...index.fields];
  if (fields.at(-1)?.fieldPath === DOCUMENT_ID) fields.pop();
  const leading = need.equality.length + need.array.length;
  if (fields.length !== leading + need.sort.length) return false;
  const prefix = fields.slice(0, leading);
  const prefixOk =
    need.equality.every((f) => prefix.some((i) => i.fieldPath === f && i.order !== undefined)) &&
    need.array.every((f) => prefix.some((i) => i.fieldPath === f && i.arrayConfig === 'CONTAINS'));
  if (!prefixOk) return false;
  const suffix = fields.slice(leading);
  const same = need.sort.every((o, i) => suffix[i]?.fieldPath === o.field && suffix[i]?.order === o.direction);
  const reversed = need.sort.every(
    (o, i) => suffix[i]?.fieldPath === o.field && suffix[i]?.order === flip(o.direction),
  );
  return same || reversed;
}

export interface Checked {
  query: FoundQuery;
  need: IndexNeed | null;
  /** The index that serves it (null when it needs none, or none serves it). */
  index: CompositeIndex | null;
}

export interface IndexCheck {
  checked: Checked[];
  /** What is wrong, one line each with the query's file and line. */
  problems: string[];
}

export function checkQueries(queries: readonly FoundQuery[], file: IndexFile): IndexCheck {
  const exempted = file.fieldOverrides.filter((o) => o.indexes.length === 0);
  const problems: string[] = [];
  const checked = queries.map((query): Checked => {
    const need = compositeNeed(query);
    if (!need) {
      // Served by single-field indexes: an exempted field has none, so production would refuse it.
      for (const field of [...query.filters.map((f) => f.field), ...query.orders.map((o) => o.field)]) {
        const override = exempted.find(
          (o) =>
            o.collectionGroup === query.collectionGroup &&
            (field === o.fieldPath || field.startsWith(`${o.fieldPath}.`)),
        );
        if (override) {
          problems.push(
            `${query.at}: ${query.collectionGroup} queries ${field}, which a field override exempts from indexing (${override.fieldPath})`,
          );
        }
      }
      return { query, need, index: null };
    }
    const index = file.indexes.find((i) => serves(i, query, need)) ?? null;
    if (!index)
      problems.push(
        `${query.at}: no composite index serves ${describe(query)}; add ${JSON.stringify(suggest(query, need))}`,
      );
    return { query, need, index };
  });
  return { checked, problems };
}

/** Composite indexes no query found uses (reported, not failed: a query may live outside the scanned folders). */
export function unusedIndexes(file: IndexFile, checked: readonly Checked[]): CompositeIndex[] {
  return file.indexes.filter((i) => !checked.some((c) => c.index === i));
}

export function describe(query: FoundQuery): string {
  const parts = [
    ...query.filters.map((f) => `${f.field} ${f.op}`),
    ...query.orders.map((o) => `orderBy ${o.field}${o.direction === 'DESCENDING' ? ' desc' : ''}`),
  ];
  const scope = query.scope === 'COLLECTION_GROUP' ? ' (collection group)' : '';
  return `${query.collectionGroup}${scope}: ${parts.join(', ')}`;
}

/** The index to add for a need: what the failure message suggests. */
export function suggest(query: FoundQuery, need: IndexNeed): CompositeIndex {
  return {
    collectionGroup: query.collectionGroup,
    queryScope: query.scope,
    fields: [
      ...need.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...need.array.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...need.sort.map((o) => ({ fieldPath: o.field, order: o.direction })),
    ],
  };
}

const flip = (d: Order['direction']): Order['direction'] => (d === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING');
const unique = <T>(items: T[]): T[] => [...new Set(items)];
