/** The index rules on hand-made queries: what needs a composite index, and which index serves it. */
import { describe, expect, it } from 'vitest';
import { checkQueries, compositeNeed, unusedIndexes } from './classify.ts';
import type { CompositeIndex, Filter, FoundQuery, IndexFile, Order } from './query-model.ts';

const q = (collectionGroup: string, filters: Filter[], orders: Order[] = []): FoundQuery => ({
  at: 'x.ts:1',
  collectionGroup,
  scope: 'COLLECTION',
  filters,
  orders,
});
const eq = (field: string): Filter => ({ field, op: '==' });
const asc = (field: string): Order => ({ field, direction: 'ASCENDING' });
const desc = (field: string): Order => ({ field, direction: 'DESCENDING' });
const index = (collectionGroup: string, ...fields: CompositeIndex['fields']): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});
const file = (indexes: CompositeIndex[], exempt: [string, string][] = []): IndexFile => ({
  indexes,
  fieldOverrides: exempt.map(([collectionGroup, fieldPath]) => ({ collectionGroup, fieldPath, indexes: [] })),
});

describe('compositeNeed', () => {
  it('needs none for one field, or for equalities only (single-field indexes merge)', () => {
    expect(
      compositeNeed(
        q(
          'c',
          [
            { field: 'a', op: '>=' },
            { field: 'a', op: '<' },
          ],
          [asc('a')],
        ),
      ),
    ).toBeNull();
    expect(compositeNeed(q('c', [eq('a'), eq('b'), { field: 'c', op: 'in' }]))).toBeNull();
    expect(compositeNeed(q('c', [{ field: 'tags', op: 'array-contains' }]))).toBeNull();
    expect(compositeNeed(q('c', [eq('a')], [asc('__name__')]))).toBeNull();
    expect(compositeNeed(q('c', [eq('a')], [desc('a')]))).toBeNull();
  });

  it('needs one for array-contains with another filter, equality with an order or range elsewhere, two ranges', () => {
    expect(compositeNeed(q('c', [{ field: 'tags', op: 'array-contains-any' }, eq('b')]))).toEqual({
      equality: ['b'],
      array: ['tags'],
      sort: [],
    });
    expect(compositeNeed(q('c', [eq('a')], [desc('t')]))).toEqual({ equality: ['a'], array: [], sort: [desc('t')] });
    // The inequality's field is sorted on implicitly, after the explicit orders.
    expect(compositeNeed(q('c', [eq('a'), { field: 't', op: '<=' }]))?.sort).toEqual([asc('t')]);
    expect(
      compositeNeed(
        q('c', [
          { field: 'x', op: '>' },
          { field: 'y', op: '<' },
        ]),
      )?.sort,
    ).toEqual([asc('x'), asc('y')]);
    expect(compositeNeed(q('c', [], [asc('x'), desc('y')]))?.sort).toEqual([asc('x'), desc('y')]);
  });
});

describe('checkQueries', () => {
  const needing = q('events', [eq('group'), { field: 'cohorts', op: 'array-contains' }], [asc('start_date')]);

  it('reports a query whose composite index is absent, naming the index to add', () => {
    const { problems } = checkQueries([needing], file([index('events', { fieldPath: 'group', order: 'ASCENDING' })]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'x.ts:1: no composite index serves events: group ==, cohorts array-contains, orderBy start_date',
    );
    expect(problems[0]).toContain('"fieldPath":"start_date","order":"ASCENDING"');
  });

  it('accepts the index with the equality fields in any order, then the sort field', () => {
    const served = index(
      'events',
      { fieldPath: 'cohorts', arrayConfig: 'CONTAINS' },
      { fieldPath: 'group', order: 'DESCENDING' },
      { fieldPath: 'start_date', order: 'ASCENDING' },
    );
    const result = checkQueries([needing], file([served]));
    expect(result.problems).toEqual([]);
    expect(result.checked[0]?.index).toBe(served);
    expect(unusedIndexes(file([served]), result.checked)).toEqual([]);
  });

  it('refuses an index on another collection, with the sort field first, or with the wrong direction', () => {
    const fields: CompositeIndex['fields'] = [
      { fieldPath: 'group', order: 'ASCENDING' },
      { fieldPath: 'cohorts', arrayConfig: 'CONTAINS' },
      { fieldPath: 'start_date', order: 'ASCENDING' },
    ];
    const wrong = [
      index('attendance', ...fields),
      index('events', fields[2]!, fields[0]!, fields[1]!),
      index('events', fields[0]!, { fieldPath: 'cohorts', order: 'ASCENDING' }, fields[2]!),
    ];
    for (const i of wrong) expect(checkQueries([needing], file([i])).problems).toHaveLength(1);
    const twoOrders = q('c', [eq('a')], [asc('x'), desc('y')]);
    const mixed = (x: 'ASCENDING' | 'DESCENDING', y: 'ASCENDING' | 'DESCENDING') =>
      file([
        index('c', { fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'x', order: x }, { fieldPath: 'y', order: y }),
      ]);
    expect(checkQueries([twoOrders], mixed('ASCENDING', 'ASCENDING')).problems).toHaveLength(1);
    // Scanned backwards, an index serves the exact reverse of its orders.
    expect(checkQueries([twoOrders], mixed('DESCENDING', 'ASCENDING')).problems).toEqual([]);
  });

  it('needs no index for equality-only queries', () => {
    const result = checkQueries([q('attendance', [eq('group'), eq('event_id')])], file([]));
    expect(result.problems).toEqual([]);
    expect(result.checked[0]?.need).toBeNull();
  });

  it('reports a single-field query on an exempted field or on a leaf of an exempted map', () => {
    const exempt = file([], [['cohort_reports', 'peers']]);
    const { problems } = checkQueries(
      [
        q('cohort_reports', [eq('peers.u1.status')]),
        q('cohort_reports', [], [asc('peers')]),
        q('cohort_reports', [eq('group')]),
        q('other', [eq('peers')]),
        q('cohort_reports', [eq('peersx')]),
      ],
      exempt,
    );
    expect(problems).toEqual([
      'x.ts:1: cohort_reports queries peers.u1.status, which a field override exempts from indexing (peers)',
      'x.ts:1: cohort_reports queries peers, which a field override exempts from indexing (peers)',
    ]);
  });
});
