import { resourceBody, resourcesByCategory, sharedCohortIds } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';

const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));

describe('the demo resources library', () => {
  it('gives MGH about ten resources in several categories, each valid as staff would send it', () => {
    const mgh = data.resources.filter((r) => r.group === 'mgh');
    expect(mgh.length).toBeGreaterThanOrEqual(10);
    expect(resourcesByCategory(mgh).length).toBeGreaterThanOrEqual(4);
    for (const resource of data.resources) {
      const { title, url, description, category, cohorts } = resource;
      expect(resourceBody.safeParse({ title, url, description, category, cohorts }).success, resource.id).toBe(true);
      const groups = new Set(cohorts.map((id) => data.cohorts.find((c) => c.id === id)?.group));
      expect([...groups], resource.id).toEqual([resource.group]);
    }
  });

  it("shows per-cohort visibility: the demo peer's cohort sees some of MGH's resources, not all", () => {
    const peer = data.users.find((u) => u.id === 'demo-peer')!;
    const shared = sharedCohortIds(peer);
    const mgh = data.resources.filter((r) => r.group === 'mgh');
    const seen = mgh.filter((r) => r.cohorts.some((c) => shared.includes(c)));
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.length).toBeLessThan(mgh.length);
  });
});
