/**
 * Production refuses a query whose composite index is missing; the emulators run it anyway. So
 * every query of web/src/lib and functions/src/data is found in the source and checked against
 * firestore.indexes.json here (docs/data-model.md, "Indexes").
 */
import * as domain from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRepository, multiFieldTable, readIndexFile, type RepositoryCheck } from './check.ts';

let result: RepositoryCheck;

beforeAll(() => {
  result = checkRepository();
}, 120_000);

describe('firestore.indexes.json against the queries of the source', () => {
  it('resolves every query statically (or it is on the allow-list with its reason)', () => {
    expect(result.unresolved.map((u) => `${u.at}: ${u.reason}`)).toEqual([]);
  });

  it('has a composite index for every query that needs one, and no single-field query on an exempted field', () => {
    expect(result.problems).toEqual([]);
  });

  it('finds the queries of both SDKs, the peers list (the one composite query of the API) included', () => {
    const table = multiFieldTable(result.checked);
    // A scanner that silently found nothing would pass the two tests above.
    expect(result.checked.length).toBeGreaterThan(50);
    expect(table.some((line) => line.startsWith('web/src/lib/live-queries.ts:'))).toBe(true);
    expect(table).toContainEqual(
      expect.stringMatching(
        /^functions\/src\/data\/people\/users\.ts:\d+ +users: role ==, cohort_list array-contains-any, orderBy last_name_lower +-> +\(role ASC, cohort_list CONTAINS, last_name_lower ASC\)$/,
      ),
    );
  });

  it("exempts map and array fields that the collections' schemas have, each from every single-field index", () => {
    const overrides = readIndexFile().fieldOverrides;
    expect(overrides.length).toBeGreaterThan(0);
    // A misspelt override exempts nothing and nobody notices: each must name a real field.
    const kinds = overrides.map(
      (o) => `${o.collectionGroup}.${o.fieldPath}: ${fieldKind(o.collectionGroup, o.fieldPath)}`,
    );
    for (const line of kinds) expect(line).toMatch(/: (record|array)$/);
    for (const o of overrides) expect(o.indexes, `${o.collectionGroup}.${o.fieldPath}`).toEqual([]);
  });
});

interface SchemaOfCollection {
  path: string;
  schema: { shape?: Record<string, { def: { type: string } }> };
}

/** The zod kind of a top-level field of the domain collection stored at `collection` ('record', 'array'...). */
function fieldKind(collection: string, field: string): string {
  const found = (Object.values(domain) as unknown[]).find(
    (value): value is SchemaOfCollection =>
      typeof value === 'object' &&
      value !== null &&
      'schema' in value &&
      (value as { path?: unknown }).path === collection,
  );
  return found?.schema.shape?.[field]?.def.type ?? 'missing';
}
