import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import {
  isWebAddress,
  matchesResourceSearch,
  orderForNewResource,
  reorderResourcesBody,
  resourceBody,
  resourceCategories,
  resourceFieldsOf,
  resourcesByCategory,
  RESOURCE_LIMITS,
  sortedResources,
} from './resources.ts';

const valid = {
  title: 'Active listening guide',
  url: 'https://example.org/listening',
  description: 'A **short** read.',
  category: 'Coaching skills',
  cohorts: ['mgh-a'],
};
const errorOf = (body: unknown) => {
  const result = resourceBody.safeParse(body);
  return result.success ? null : describeIssues(result.error);
};

describe('resourceBody', () => {
  it('accepts a resource and trims its text', () => {
    const parsed = resourceBody.parse({ ...valid, title: '  Guide  ', category: ' Readings ', url: ' https://a.org ' });
    expect(parsed).toMatchObject({ title: 'Guide', category: 'Readings', url: 'https://a.org' });
    expect(resourceFieldsOf(parsed)).toEqual({
      title: 'Guide',
      url: 'https://a.org',
      description: 'A **short** read.',
      category: 'Readings',
      cohorts: ['mgh-a'],
    });
  });

  it('names the field of each mistake', () => {
    expect(errorOf({ ...valid, title: '  ' })).toBe('title: must not be empty');
    expect(errorOf({ ...valid, title: 'x'.repeat(RESOURCE_LIMITS.title + 1) })).toBe(
      `title: must be at most ${RESOURCE_LIMITS.title} characters`,
    );
    expect(errorOf({ ...valid, url: '' })).toMatch(/^url: must not be empty/);
    expect(errorOf({ ...valid, url: 'javascript:alert(1)' })).toBe(
      'url: must be a web address starting with http:// or https://',
    );
    expect(errorOf({ ...valid, category: '' })).toBe('category: must not be empty');
    expect(errorOf({ ...valid, description: 'x'.repeat(RESOURCE_LIMITS.description + 1) })).toBe(
      `description: must be at most ${RESOURCE_LIMITS.description} characters`,
    );
    expect(errorOf({ ...valid, cohorts: [] })).toBe('cohorts: choose at least one cohort');
    expect(errorOf({ ...valid, cohorts: ['a', 'a'] })).toBe('cohorts: must not repeat a cohort');
    expect(errorOf({ ...valid, cohorts: 'mgh-a' })).toMatch(/^cohorts: must be/);
    expect(errorOf({ ...valid, order: 3 })).toBe('order: unknown field');
    const { url: _url, ...withoutUrl } = valid;
    expect(errorOf(withoutUrl)).toBe('url: is required');
  });

  it('takes http and https addresses only', () => {
    for (const url of [
      'https://example.org',
      'http://intranet.local/a?b=c#d',
      'https://user@host.org/x',
      'https://[::1]:8080/',
    ]) {
      expect({ url, ok: isWebAddress(url) }).toEqual({ url, ok: true });
    }
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'ftp://example.org',
      'example.org',
      'https://',
      'https:// example.org',
      'https://exa mple.org',
      '//example.org',
      'mailto:a@b.org',
    ]) {
      expect({ url, ok: isWebAddress(url) }).toEqual({ url, ok: false });
    }
  });
});

describe('reorderResourcesBody', () => {
  it('takes distinct ids, at least one', () => {
    expect(reorderResourcesBody.safeParse({ ids: ['a', 'b'] }).success).toBe(true);
    expect(describeIssues(reorderResourcesBody.safeParse({ ids: [] }).error!)).toBe('ids: list at least one resource');
    expect(describeIssues(reorderResourcesBody.safeParse({ ids: ['a', 'a'] }).error!)).toBe(
      'ids: must not repeat a resource',
    );
  });
});

const r = (id: string, category: string, order: number, title = id) => ({
  id,
  category,
  order,
  title,
  description: '',
  url: `https://example.org/${id}`,
});

describe('search', () => {
  const resource = {
    title: 'Résumé écrit',
    description: 'Notes on Motivational Interviewing',
    category: 'Readings',
    url: 'https://nhs.uk/mi',
  };
  it('matches every word, ignoring case and accents, in the title, description, category or address', () => {
    expect(matchesResourceSearch(resource, '')).toBe(true);
    expect(matchesResourceSearch(resource, 'resume')).toBe(true);
    expect(matchesResourceSearch(resource, 'ÉCRIT motivational')).toBe(true);
    expect(matchesResourceSearch(resource, 'readings nhs.uk')).toBe(true);
    expect(matchesResourceSearch(resource, 'resume podcast')).toBe(false);
  });
});

describe('sorting and categories', () => {
  const list = [
    r('c', 'Wellbeing', 0),
    r('b', 'readings', 1),
    r('a', 'Readings', 0),
    r('e', 'Coaching skills', 2),
    r('d', 'Coaching skills', 2, 'Alpha'),
    r('f', 'Éthique', 0),
  ];
  it('sorts by category (ignoring case and accents), then order, then title', () => {
    expect(sortedResources(list).map((x) => x.id)).toEqual(['d', 'e', 'f', 'a', 'b', 'c']);
  });
  it('groups a category however it is capitalised, named as its first resource spells it', () => {
    expect(resourcesByCategory(list).map((g) => [g.category, g.resources.map((x) => x.id)])).toEqual([
      ['Coaching skills', ['d', 'e']],
      ['Éthique', ['f']],
      ['Readings', ['a', 'b']],
      ['Wellbeing', ['c']],
    ]);
    expect(resourceCategories(list)).toEqual(['Coaching skills', 'Éthique', 'Readings', 'Wellbeing']);
  });
  it('puts a new resource last in its category', () => {
    expect(orderForNewResource(list, 'READINGS')).toBe(2);
    expect(orderForNewResource(list, 'Podcasts')).toBe(0);
    expect(orderForNewResource([], 'Readings')).toBe(0);
  });
});
