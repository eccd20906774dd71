/**
 * The scanner on small sources of both SDKs: it finds each query with its collection and fields
 * however they are spelt (constants of the domain, helpers, parameters followed to their call
 * sites), and reports what it cannot resolve with its file and line.
 */
import path from 'node:path';
import * as domain from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkQueries } from './classify.ts';
import { ROOT } from './check.ts';
import type { FoundQuery, Unresolved } from './query-model.ts';
import { scanQueries } from './scan-queries.ts';

// Under the real folders (the files are in memory only), so that imports resolve as in the app.
const WEB = path.join(ROOT, 'web/src/lib/__scan-test-web.ts');
const ADMIN = path.join(ROOT, 'functions/src/data/__scan-test-admin.ts');

const webSource = `
import { COLLECTION_PATHS, contentVersionsPath } from '@peer-coaching/domain';
import { collection, documentId, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';

const events = (db: Firestore) => collection(db, COLLECTION_PATHS.events);

export function needsIndex(db: Firestore, group: string) {
  return query(events(db), where('group', '==', group), orderBy('end_date', 'desc'), limit(5));
}

export function equalityOnly(db: Firestore, group: string) {
  const shared = where('group', '==', group);
  return query(collection(db, 'attendance'), shared, where('event_id', '==', 'e1'));
}

export function subCollection(db: Firestore, group: string, key: string) {
  return query(collection(db, contentVersionsPath(group, key)), orderBy(documentId()));
}

export function computedField(db: Firestore, field: string) {
  return query(events(db), where(field, '==', 1));
}
`;

const adminSource = `
import { COLLECTION_PATHS } from '@peer-coaching/domain';
import { FieldPath } from 'firebase-admin/firestore';
declare const db: FirebaseFirestore.Firestore;

const reports = () => db.collection(COLLECTION_PATHS.cohortReports);
const KINDS = [COLLECTION_PATHS.apologies, COLLECTION_PATHS.attendance] as const;

export const exemptedLeaf = () => reports().where(new FieldPath('peers', 'u1', 'status'), '==', 'confirmed').get();

const byPerson = (collection: string, id: string) => db.collection(collection).where('user_id', '==', id).orderBy('updated_at');
export const both = (id: string) => [byPerson(COLLECTION_PATHS.surveyResponses, id), byPerson('mail', id)];

export const everyKind = (group: string) => KINDS.map((c) => db.collection(c).where('group', '==', group).select().get());

export const group = () => db.collectionGroup('versions').where('group', '==', 'g').orderBy('version', 'desc').limit(1);

export function unknownCollection(name: string) {
  return db.collection(name).where('a', '==', 1).get();
}
`;

let queries: FoundQuery[];
let unresolved: Unresolved[];

beforeAll(() => {
  ({ queries, unresolved } = scanQueries({
    files: [WEB, ADMIN],
    root: ROOT,
    domain,
    domainDir: path.join(ROOT, 'domain/src'),
    sources: { [WEB]: webSource, [ADMIN]: adminSource },
  }));
}, 120_000);

const found = (line: number, file = 'web/src/lib/__scan-test-web.ts') =>
  queries.filter((q) => q.at === `${file}:${line}`);
const admin = (line: number) => found(line, 'functions/src/data/__scan-test-admin.ts');

describe('scanQueries', () => {
  it('resolves a web query through a helper and a domain constant, with its order and direction', () => {
    expect(found(8)).toEqual([
      {
        at: 'web/src/lib/__scan-test-web.ts:8',
        collectionGroup: 'events',
        scope: 'COLLECTION',
        filters: [{ field: 'group', op: '==' }],
        orders: [{ field: 'end_date', direction: 'DESCENDING' }],
      },
    ]);
    // ... and the classifier then reports its missing index.
    expect(checkQueries(found(8), { indexes: [], fieldOverrides: [] }).problems).toHaveLength(1);
  });

  it('follows a constraint held in a constant, and a sub-collection path computed by a domain function', () => {
    expect(found(13).map((q) => [q.collectionGroup, q.filters.map((f) => f.field)])).toEqual([
      ['attendance', ['group', 'event_id']],
    ]);
    expect(found(17).map((q) => [q.collectionGroup, q.orders])).toEqual([
      ['versions', [{ field: '__name__', direction: 'ASCENDING' }]],
    ]);
  });

  it('follows a parameter to every call site, and a .map callback to each element of its array', () => {
    expect(admin(11).map((q) => q.collectionGroup)).toEqual(['survey_responses', 'mail']);
    expect(admin(11)[0]?.orders).toEqual([{ field: 'updated_at', direction: 'ASCENDING' }]);
    expect(admin(14).map((q) => q.collectionGroup)).toEqual(['apologies', 'attendance']);
  });

  it('reads a FieldPath as its dotted path, and a collection group query with its scope', () => {
    expect(admin(9).map((q) => q.filters)).toEqual([[{ field: 'peers.u1.status', op: '==' }]]);
    expect(admin(9)[0]?.collectionGroup).toBe('cohort_reports');
    expect(admin(16).map((q) => [q.collectionGroup, q.scope])).toEqual([['versions', 'COLLECTION_GROUP']]);
  });

  it('reports what it cannot resolve with its file and line: a computed field, an unknown collection', () => {
    expect(unresolved).toEqual([
      { at: 'web/src/lib/__scan-test-web.ts:21', reason: 'field path `field` is not known statically' },
      {
        at: 'functions/src/data/__scan-test-admin.ts:19',
        reason: 'collection `name` is not known statically',
      },
    ]);
  });
});
