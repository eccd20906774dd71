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
export const ALLOWED_UNRESOLVED: Readonly<Record<string, string>> = {};

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
