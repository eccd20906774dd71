/**
 * The limits no stored document may pass (docs/reports.md, "The large seed"), measured by
 * Firestore's own rules (domain/src/firestore-size.ts): its size, and the single-field index
 * entries it makes with the field overrides of firestore.indexes.json. Firestore refuses a
 * document over 1 MiB or 40,000 index entries; we keep a quarter of each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentSize, indexEntryCount } from '@peer-coaching/domain';

export const MAX_DOCUMENT_BYTES = 256 * 1024;
export const MAX_INDEX_ENTRIES = 10_000;

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: readonly unknown[];
}

/** Collection group -> the field paths exempted from every single-field index (an override with no index). */
export function indexExemptions(overrides: readonly FieldOverride[]): Map<string, string[]> {
  const exempt = new Map<string, string[]>();
  for (const o of overrides) {
    if (o.indexes.length === 0) exempt.set(o.collectionGroup, [...(exempt.get(o.collectionGroup) ?? []), o.fieldPath]);
  }
  return exempt;
}

/** The exemptions of the repository's firestore.indexes.json. */
export function repositoryIndexExemptions(root = join(import.meta.dirname, '..', '..')): Map<string, string[]> {
  const file = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as {
    fieldOverrides?: FieldOverride[];
  };
  return indexExemptions(file.fieldOverrides ?? []);
}

/** The collection id of a document's path, its collection group: 'groups/mgh/settings/program' -> settings. */
export function collectionGroupOf(path: string): string {
  const segments = path.split('/');
  if (segments.length % 2 !== 0 || segments.some((s) => s === '')) throw new Error(`Not a document path: ${path}`);
  return segments[segments.length - 2]!;
}

export interface DocumentMeasure {
  path: string;
  bytes: number;
  indexEntries: number;
}

export function measureDocument(
  path: string,
  data: Readonly<Record<string, unknown>>,
  exemptions: ReadonlyMap<string, readonly string[]>,
): DocumentMeasure {
  return {
    path,
    bytes: documentSize(path, data),
    indexEntries: indexEntryCount(data, exemptions.get(collectionGroupOf(path)) ?? []),
  };
}

export interface Largest {
  documents: number;
  /** The largest first. */
  bySize: DocumentMeasure[];
  /** The most index entries first. */
  byIndexEntries: DocumentMeasure[];
}

/** The `count` largest documents by each measure (ties by path, so the answer is stable). */
export function largestDocuments(measures: Iterable<DocumentMeasure>, count = 3): Largest {
  const all = [...measures];
  const top = (key: 'bytes' | 'indexEntries') =>
    [...all].sort((a, b) => b[key] - a[key] || a.path.localeCompare(b.path)).slice(0, count);
  return { documents: all.length, bySize: top('bytes'), byIndexEntries: top('indexEntries') };
}

/** Lines for a person to read: the top documents of each measure, against its limit. */
export function describeLargest({ documents, bySize, byIndexEntries }: Largest): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    `${documents} documents measured.`,
    `Largest (limit ${kib(MAX_DOCUMENT_BYTES)}):`,
    ...bySize.map((m) => `  ${kib(m.bytes).padStart(10)}  ${m.bytes} B  ${m.path}`),
    `Most index entries (limit ${MAX_INDEX_ENTRIES}):`,
    ...byIndexEntries.map((m) => `  ${String(m.indexEntries).padStart(10)}  ${m.path}`),
  ].join('\n');
}
