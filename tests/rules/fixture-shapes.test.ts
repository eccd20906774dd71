/**
 * The rules suite's documents are the app's documents: each one of a collection the domain defines
 * passes that collection's schema, as the app's reads check it in development and tests. (The suite
 * runs in a project of its own, where no trigger reads what it writes, so nothing else would notice
 * a fixture drifting from the schemas the rules are meant to guard.)
 */
import * as domain from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { documents, people } from './support/fixture.ts';

type AnyCollection = domain.Collection<{ id: string }>;

const isCollection = (value: unknown): value is AnyCollection =>
  typeof value === 'object' && value !== null && 'path' in value && 'schema' in value && 'fromStored' in value;
const collections: AnyCollection[] = (Object.values(domain) as unknown[]).filter(isCollection);

/**
 * The defined collections a document path may belong to ('groups/mgh/settings/x' ->
 * 'groups/{group}/settings', which holds two kinds of document: the certificate's and the program's).
 */
function collectionsOf(docPath: string): AnyCollection[] {
  const parentPath = docPath.split('/').slice(0, -1);
  return collections.filter((collection) => {
    const pattern = collection.path.split('/');
    return (
      pattern.length === parentPath.length && pattern.every((part, i) => part.startsWith('{') || part === parentPath[i])
    );
  });
}

const allDocuments: [string, object][] = [
  ...Object.values(people).map((person): [string, object] => [`users/${person.id}`, person]),
  ...Object.entries(documents),
];

// Written by the functions only, or kept without a schema of their own in the domain.
const WITHOUT_SCHEMA = new Set([
  'discussion_digests',
  'groups/{id}/mail_templates',
  'groups/{id}/mail_templates/{id}/versions',
  'mail',
  'meta',
  'survey_reminders',
]);

describe('the rules fixture', () => {
  const checked = allDocuments.filter(([path]) => collectionsOf(path).length > 0);

  it.each(checked)('%s passes its collection schema', (path, data) => {
    // The fixture holds Dates where Firestore will store Timestamps: what the schemas see after a read.
    const results = collectionsOf(path).map((collection) => collection.schema.safeParse(data));
    if (results.some((result) => result.success)) return;
    expect(results.map((result) => result.error?.issues)).toEqual([]);
  });

  it('checks every collection it holds, but for those the domain defines no schema for', () => {
    const collectionPattern = (path: string) =>
      path
        .split('/')
        .slice(0, -1)
        .map((part, i) => (i % 2 === 1 ? '{id}' : part))
        .join('/');
    const unchecked = new Set(
      allDocuments.filter(([path]) => collectionsOf(path).length === 0).map(([path]) => collectionPattern(path)),
    );
    expect([...unchecked].sort()).toEqual([...WITHOUT_SCHEMA].sort());
  });
});
