import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { demoDocuments } from './documents.ts';

describe('demoDocuments', () => {
  const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));
  const documents = demoDocuments(data);
  const paths = documents.map((d) => d.path);

  it('gives every document a unique path, one per built object', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const objects =
      data.users.length +
      data.groups.length +
      data.cohorts.length +
      data.events.length +
      data.attendance.length +
      data.announcements.length +
      data.settings.length +
      data.activities.length +
      1;
    expect(documents).toHaveLength(objects);
  });

  it('uses the documented ids', () => {
    expect(paths).toContain('users/demo-peer');
    expect(paths).toContain('groups/mgh/settings/certificate');
    expect(paths).toContain('activities/demo-peer');
    expect(paths).toContain('meta/demo');
    expect(paths).toContain('attendance/mgh-2026-a-kickoff_demo-peer');
    expect(documents.find((d) => d.path === 'meta/demo')?.data).toEqual({ anchor_day: '2026-05-12' });
    expect(Object.keys(documents.find((d) => d.path === 'groups/harvard/settings/certificate')?.data ?? {})).toEqual([
      'engagement_requirements',
    ]);
  });

  it('writes dates as Date values (stored as Timestamps) and no undefined fields', () => {
    const event = documents.find((d) => d.path === 'events/mgh-2026-a-kickoff')?.data;
    expect(event?.start_date).toBeInstanceOf(Date);
    for (const { data: fields } of documents) expect(Object.values(fields)).not.toContain(undefined);
  });
});
