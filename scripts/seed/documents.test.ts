import { mailMessage } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { collectionOfPath } from './collection-of-path.ts';
import { demoDocuments } from './documents.ts';

/** A stand-in for a stored Timestamp. */
class Stamp {
  constructor(readonly date: Date) {}
  toDate() {
    return this.date;
  }
}
function asStored(value: unknown): unknown {
  if (value instanceof Date) return new Stamp(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asStored(item)]));
  }
  return value;
}

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
      data.apologies.length +
      data.settings.length +
      data.programSettings.length +
      data.activities.length +
      data.calendars.length +
      data.cohortSurveys.length +
      data.surveyMarks.length +
      data.cohortReports.heads.length +
      data.cohortReports.shards.length +
      data.alumniProfiles.length +
      data.discussionThreads.length +
      data.discussionPosts.length +
      data.discussionReads.length +
      data.resources.length +
      2 * data.certificates.length + // each certificate and its guard
      data.surveys.length +
      data.surveyResponses.length +
      data.pages.length +
      data.pageVersions.length +
      data.matchingRounds.length +
      data.matchingPartners.length +
      data.groupEmails.length +
      data.groupEmailMail.length +
      data.auditLog.length +
      1;
    expect(documents).toHaveLength(objects);
  });

  it('uses the documented ids', () => {
    expect(paths).toContain('users/demo-peer');
    expect(paths).toContain('groups/mgh/settings/certificate');
    expect(paths).toContain('activities/demo-peer');
    expect(paths).toContain('meta/demo');
    expect(paths).toContain('cohort_calendars/mgh-2026-a');
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

  it('writes documents that their collection schemas accept, as the validated reads will check them', () => {
    // The admin SDK stores each Date, at any depth, as a Timestamp; fromStored maps them back.
    const options = { isTimestamp: (value: unknown) => value instanceof Stamp, validate: true };
    let checked = 0;
    for (const { path, data: fields } of documents) {
      const module = collectionOfPath(path);
      if (!module) continue;
      expect(() => module.fromStored(asStored(fields), path.split('/').at(-1) ?? '', path, options)).not.toThrow();
      checked += 1;
    }
    // The outbox messages of the demo's group e-mails: what the trigger reads, plus their tags.
    for (const { path, data: fields } of documents.filter((d) => d.path.startsWith('mail/'))) {
      const { group: _g, group_email: _e, created_at: _c, delivery: _d, ...message } = fields;
      expect(mailMessage.safeParse(message).success, path).toBe(true);
      checked += 1;
    }
    expect(checked).toBe(documents.length - 1); // all but meta/demo
  });
});
