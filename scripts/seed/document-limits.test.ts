import { describe, expect, it } from 'vitest';
import {
  collectionGroupOf,
  describeLargest,
  indexExemptions,
  largestDocuments,
  measureDocument,
  repositoryIndexExemptions,
} from './document-limits.ts';

describe('document limits', () => {
  it('takes the exemptions from the overrides without indexes, by collection group', () => {
    const exemptions = indexExemptions([
      { collectionGroup: 'activities', fieldPath: 'attendance', indexes: [] },
      { collectionGroup: 'surveys', fieldPath: 'windows', indexes: [] },
      { collectionGroup: 'surveys', fieldPath: 'questions', indexes: [] },
      { collectionGroup: 'users', fieldPath: 'email', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] },
    ]);
    expect(Object.fromEntries(exemptions)).toEqual({ activities: ['attendance'], surveys: ['windows', 'questions'] });
    // The repository's file: the report shards' peers are exempt, as the activities' attendance.
    const repository = repositoryIndexExemptions();
    expect(repository.get('cohort_report_shards')).toContain('peers');
    expect(repository.get('activities')).toContain('attendance');
  });

  it('names the collection group of a path at any depth, and refuses a collection path', () => {
    expect(collectionGroupOf('users/u1')).toBe('users');
    expect(collectionGroupOf('groups/mgh/settings/program')).toBe('settings');
    expect(() => collectionGroupOf('groups/mgh/settings')).toThrow(/Not a document path/);
  });

  it('measures a document by hand-computed rules, with its collection group exemptions', () => {
    const exemptions = new Map([['activities', ['attendance']]]);
    const data = { check_in: 2, group: 'mgh', attendance: { e1: 'attended', e2: 'registered' } };
    // Name: "activities" 11 + "u1" 3 + 16 = 30; fields: check_in 9 + 8, group 6 + 4, attendance
    // 11 + (e1 3 + attended 9 + e2 3 + registered 11); + 32.
    expect(measureDocument('activities/u1', data, exemptions)).toEqual({
      path: 'activities/u1',
      bytes: 30 + 17 + 10 + 11 + 26 + 32,
      indexEntries: 4,
    });
    // Elsewhere the same map is indexed: two entries for each of its fields.
    expect(measureDocument('other/u1', data, exemptions).indexEntries).toBe(8);
  });

  it('ranks the largest by each measure, ties by path, and describes them against the limits', () => {
    const largest = largestDocuments(
      [
        { path: 'a/1', bytes: 10, indexEntries: 50 },
        { path: 'a/3', bytes: 300_000, indexEntries: 2 },
        { path: 'a/2', bytes: 300_000, indexEntries: 10 },
        { path: 'a/4', bytes: 5, indexEntries: 20_000 },
      ],
      2,
    );
    expect(largest.documents).toBe(4);
    expect(largest.bySize.map((m) => m.path)).toEqual(['a/2', 'a/3']);
    expect(largest.byIndexEntries.map((m) => m.path)).toEqual(['a/4', 'a/1']);
    expect(describeLargest(largest)).toBe(
      [
        '4 documents measured.',
        'Largest (limit 256.0 KiB):',
        '   293.0 KiB  300000 B  a/2',
        '   293.0 KiB  300000 B  a/3',
        'Most index entries (limit 10000):',
        '       20000  a/4',
        '          50  a/1',
      ].join('\n'),
    );
  });
});
