/**
 * The index check of the repository: every query of web/src/lib and functions/src/data against
 * firestore.indexes.json. The unit test runs it; `npx tsx scripts/indexes/list-queries.ts` prints
 * its table (the multi-field queries and the index each maps to) for the docs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@peer-coaching/domain';
import { checkQueries, unusedIndexes, type Checked } from './classify.ts';
import type { CompositeIndex, IndexFile, Unresolved } from './query-model.ts';
import { scanQueries } from './scan-queries.ts';
import { queryFiles } from './source-files.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Queries the scanner may leave unresolved, `file:line` -> why that is safe. Keep it empty: make
 * the source resolvable instead (a constant collection, a literal field path).
 */
const PEOPLE_FILTERS =
  "/user's filters compose this query at run time (web/src/lib/people-queries.ts): group array-contains, then any of role, status and current_cohort ==, a last-name prefix or an e-mail, ordered by last_name_lower; firestore.indexes.json holds an index for each combination (docs/users.md, A bounded list)";
const AUDIT_FILTERS =
  "the History's filters compose this query at run time (functions/src/data/audit/audit-log.ts, web/src/lib/audit-log-queries.ts): group ==, then any of actor_id and action ==, at < before, ordered by at descending; firestore.indexes.json holds an index for each combination (docs/audit-log.md)";
export const ALLOWED_UNRESOLVED: Readonly<Record<string, string>> = {
  'functions/src/data/audit/audit-log.ts:160': AUDIT_FILTERS,
  'functions/src/data/audit/audit-log.ts:161': AUDIT_FILTERS,
  'functions/src/data/audit/audit-log.ts:162': AUDIT_FILTERS,
  'functions/src/data/audit/audit-log.ts:163': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:32': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:33': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:34': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:35': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:36': AUDIT_FILTERS,
  'web/src/lib/audit-log-queries.ts:39': AUDIT_FILTERS,
  'web/src/lib/people-queries.ts:50': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:53': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:56': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:57': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:58': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:60': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:77': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:78': PEOPLE_FILTERS,
  'web/src/lib/people-queries.ts:83': PEOPLE_FILTERS,
};

export interface RepositoryCheck {
  checked: Checked[];
  problems: string[];
  unresolved: Unresolved[];
  unused: CompositeIndex[];
}

export function readIndexFile(root = ROOT): IndexFile {
  return JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as IndexFile;
}

export function checkRepository(root = ROOT): RepositoryCheck {
  const { queries, unresolved } = scanQueries({
    files: queryFiles(root),
    root,
    domain,
    domainDir: path.join(root, 'domain/src'),
  });
  const file = readIndexFile(root);
  const { checked, problems } = checkQueries(queries, file);
  return {
    checked,
    problems,
    unresolved: unresolved.filter((u) => !(u.at in ALLOWED_UNRESOLVED)),
    unused: unusedIndexes(file, checked),
  };
}

/** One line per query that needs a composite index: where, what, and the index serving it. */
export function multiFieldTable(checked: readonly Checked[]): string[] {
  return checked
    .filter((c) => c.need)
    .map((c) => {
      const { query, index } = c;
      const parts = [
        ...query.filters.map((f) => `${f.field} ${f.op}`),
        ...query.orders.map((o) => `orderBy ${o.field}${o.direction === 'DESCENDING' ? ' desc' : ''}`),
      ];
      const served = index ? `(${index.fields.map(indexFieldText).join(', ')})` : 'MISSING';
      return `${query.at}  ${query.collectionGroup}: ${parts.join(', ')}  ->  ${served}`;
    });
}

const indexFieldText = (f: CompositeIndex['fields'][number]) =>
  `${f.fieldPath} ${f.arrayConfig ? 'CONTAINS' : f.order === 'DESCENDING' ? 'DESC' : 'ASC'}`;
