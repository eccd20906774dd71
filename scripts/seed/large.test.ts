import { REPORT_SHARD_SPLIT_BYTES } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './accounts.mjs';
import { buildDemoData } from './build.ts';
import { collectionOfPath } from './collection-of-path.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_INDEX_ENTRIES,
  describeLargest,
  largestDocuments,
  measureDocument,
  repositoryIndexExemptions,
} from './document-limits.ts';
import { demoDocuments } from './documents.ts';
import {
  buildLargeProgram,
  largeDocuments,
  SCALE_ALUMNI,
  SCALE_ALUMNI_COHORT,
  SCALE_COHORT,
  SCALE_FACILITATOR,
  SCALE_GROUP,
  SCALE_PEERS,
} from './large.ts';

const TODAY = new Date('2026-05-12T16:00:00Z');
const program = buildLargeProgram(TODAY);
const documents = largeDocuments(program);
const now = new Date('2026-05-12T12:00:00Z'); // 08:00 in New York: the demo's "now"

const peersIn = (cohort: string) =>
  program.users.filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(cohort));
const shardsOf = (cohort: string) => program.cohortReports.shards.filter((s) => s.cohort === cohort);
const sessionsOf = (cohort: string) =>
  program.events.filter((e) => e.cohorts.includes(cohort) && e.kind !== 'deadline');
const activitiesOf = new Map(program.activities.map((a) => [a.user_id, a]));

describe('buildLargeProgram: who is in it', () => {
  it('has a program cohort of 2,000 confirmed peers and an alumni cohort of 5,000 graduates', () => {
    expect(peersIn(SCALE_COHORT)).toHaveLength(SCALE_PEERS);
    expect(SCALE_PEERS).toBe(2000);
    const alumni = peersIn(SCALE_ALUMNI_COHORT);
    expect(alumni).toHaveLength(SCALE_ALUMNI);
    expect(SCALE_ALUMNI).toBe(5000);
    expect(program.cohorts.find((c) => c.id === SCALE_ALUMNI_COHORT)).toMatchObject({
      alumni: true,
      group: SCALE_GROUP,
    });
    expect(program.cohorts.find((c) => c.id === SCALE_COHORT)).toMatchObject({ alumni: false, group: SCALE_GROUP });
    // Graduated as the API graduates (domain graduationOf): the alumni cohort only, in the community.
    for (const person of alumni) {
      expect(person).toMatchObject({
        cohort_list: [SCALE_ALUMNI_COHORT],
        current_cohort: SCALE_ALUMNI_COHORT,
        current_group: SCALE_GROUP,
        alumni_community: true,
        group: [SCALE_GROUP],
      });
    }
    expect(program.groups).toEqual([
      {
        id: SCALE_GROUP,
        name: 'Scale rehearsal',
        cohorts: ['scale-2024', 'scale-2025', SCALE_COHORT, SCALE_ALUMNI_COHORT],
      },
    ]);
  });

  it('gives everyone an account with the demo password and a unique e-mail, and the group a facilitator', () => {
    expect(program.accounts).toHaveLength(program.users.length);
    expect(new Set(program.accounts.map((a) => a.email)).size).toBe(program.accounts.length);
    expect(new Set(program.users.map((u) => u.id)).size).toBe(program.users.length);
    for (const account of program.accounts) expect(account.password).toBe(DEMO_PASSWORD);
    expect(program.users.find((u) => u.id === SCALE_FACILITATOR.uid)).toMatchObject({
      email: 'scale-facilitator@demo.test',
      role: 'facilitator',
      group_list: [SCALE_GROUP],
      cohort_list: ['scale-2024', 'scale-2025', SCALE_COHORT, SCALE_ALUMNI_COHORT],
      current_cohort: SCALE_COHORT,
    });
  });

  it('uses realistic names, repeated as they would be in a program this size', () => {
    const names = new Set(program.users.map((u) => `${u.first_name} ${u.last_name}`));
    expect(names.size).toBeGreaterThan(2500);
    expect(names.size).toBeLessThan(program.users.length);
    expect(program.users.find((u) => u.id === 'scale-peer-0001')?.email).toMatch(
      /^[a-z-]+\.[a-z-]+\.p0001@scale\.demo\.test$/,
    );
  });

  it('is the same on every build of a day, and the same people on another day', () => {
    // 19:00 in New York, the same day.
    expect(JSON.stringify(buildLargeProgram(new Date('2026-05-12T23:00:00Z')))).toBe(JSON.stringify(program));
    const later = buildLargeProgram(new Date('2026-08-01T16:00:00Z'));
    const people = (p: typeof program) => p.users.map((u) => [u.id, u.email, u.first_name, u.last_name, u.cohort_list]);
    expect(people(later)).toEqual(people(program));
  }, 60_000);
});

describe('buildLargeProgram: sessions, attendance and surveys', () => {
  it('holds 24 sessions in the program year, about half of them past, attended by most but not by all', () => {
    const sessions = sessionsOf(SCALE_COHORT);
    expect(sessions).toHaveLength(24);
    const past = sessions.filter((e) => e.end_date < now);
    expect(past.length).toBeGreaterThanOrEqual(10);
    expect(past.length).toBeLessThan(20);
    const attendedAt = (eventId: string) =>
      program.attendance.filter((a) => a.event_id === eventId && a.status === 'attended').length;
    for (const event of past) {
      expect(attendedAt(event.id)).toBeGreaterThan(0.6 * SCALE_PEERS);
      expect(attendedAt(event.id)).toBeLessThan(SCALE_PEERS);
    }
    for (const event of sessions.filter((e) => e.start_date > now)) expect(attendedAt(event.id)).toBe(0);
    // Some people miss far more than others (each has a steady reliability).
    const missed = peersIn(SCALE_COHORT).map(
      (p) => past.filter((e) => activitiesOf.get(p.id)?.attendance[e.id] !== 'attended').length,
    );
    expect(Math.max(...missed)).toBeGreaterThanOrEqual(5);
    expect(missed.filter((n) => n === 0).length).toBeGreaterThan(SCALE_PEERS / 50);
  });

  it("gives the alumni's activities a whole program year of their first cohort, and the alumni gatherings", () => {
    const graduates = peersIn(SCALE_ALUMNI_COHORT);
    const fromCohorts = new Map<string, number>();
    for (const person of graduates) {
      const attendance = activitiesOf.get(person.id)!.attendance;
      const earlier = Object.keys(attendance).filter((id) => !id.startsWith(SCALE_ALUMNI_COHORT));
      const cohort = earlier[0]!.slice(0, 'scale-2024'.length);
      fromCohorts.set(cohort, (fromCohorts.get(cohort) ?? 0) + 1);
      // Nearly all of that year's 24 sessions have a record (optional ones may have none).
      expect(earlier.length).toBeGreaterThanOrEqual(20);
      expect(earlier.every((id) => id.startsWith(cohort))).toBe(true);
    }
    expect(Object.fromEntries(fromCohorts)).toEqual({ 'scale-2024': 2500, 'scale-2025': 2500 });
    expect(sessionsOf(SCALE_ALUMNI_COHORT).length).toBeGreaterThanOrEqual(3);
    expect(program.attendance.filter((a) => a.cohort === SCALE_ALUMNI_COHORT).length).toBeGreaterThan(SCALE_ALUMNI);
  });

  it('publishes a few surveys that most peers answered', () => {
    const own = program.surveys.filter((s) => s.cohorts.includes(SCALE_COHORT));
    expect(own.map((s) => s.kind).sort()).toEqual(['checkin_makeup', 'custom', 'kickoff', 'reflection']);
    expect(program.surveys.every((s) => s.published)).toBe(true);
    const respondents = (surveyId: string) =>
      new Set(program.surveyResponses.filter((r) => r.survey_id === surveyId).map((r) => r.user_id)).size;
    expect(respondents('scale-2026-kickoff')).toBeGreaterThan(0.7 * SCALE_PEERS);
    expect(respondents('scale-2026-custom')).toBeGreaterThan(0.7 * SCALE_PEERS);
    expect(respondents('scale-alumni-alumni')).toBeGreaterThan(0.7 * SCALE_ALUMNI);
  });
});

describe('buildLargeProgram: the reports', () => {
  it('spreads each cohort over 16 shards, every peer in exactly one: /report reads 3 + 16 documents', () => {
    for (const [cohort, size] of [
      [SCALE_COHORT, SCALE_PEERS],
      [SCALE_ALUMNI_COHORT, SCALE_ALUMNI],
    ] as const) {
      const shards = shardsOf(cohort);
      expect(shards).toHaveLength(16);
      expect(3 + shards.length).toBeLessThanOrEqual(25);
      const ids = shards.flatMap((s) => Object.keys(s.peers));
      expect(ids).toHaveLength(size);
      expect(new Set(ids)).toEqual(new Set(peersIn(cohort).map((p) => p.id)));
      for (const shard of shards) expect(shard.size).toBeLessThanOrEqual(REPORT_SHARD_SPLIT_BYTES);
    }
    expect(program.cohortReports.heads.map((h) => h.id).sort()).toEqual([SCALE_COHORT, SCALE_ALUMNI_COHORT]);
  });

  it("keeps only the alumni cohort's own events in the alumni's entries", () => {
    const alumniEvents = new Set(
      program.events.filter((e) => e.cohorts.includes(SCALE_ALUMNI_COHORT)).map((e) => e.id),
    );
    let entries = 0;
    for (const shard of shardsOf(SCALE_ALUMNI_COHORT)) {
      for (const entry of Object.values(shard.peers)) {
        entries += 1;
        for (const eventId of Object.keys(entry.activity?.attendance ?? {}))
          expect(alumniEvents.has(eventId)).toBe(true);
        // The counts are the activities document's: the earlier year's check-ins stay counted.
        expect(entry.activity?.check_in).toBeGreaterThan(0);
      }
    }
    expect(entries).toBe(SCALE_ALUMNI);
  });
});

describe('largeDocuments', () => {
  it('writes only documents of its own group, none of the demo, and no attendance records', () => {
    const paths = documents.map((d) => d.path);
    expect(paths.filter((path) => path.startsWith('attendance/'))).toEqual([]);
    expect(documents).toHaveLength(
      program.users.length +
        program.groups.length +
        program.cohorts.length +
        program.events.length +
        program.settings.length +
        program.programSettings.length +
        program.activities.length +
        program.calendars.length +
        program.cohortSurveys.length +
        program.surveyMarks.length +
        program.cohortReports.heads.length +
        program.cohortReports.shards.length +
        program.surveys.length +
        program.surveyResponses.length,
    );
    expect(new Set(paths).size).toBe(paths.length);
    const demo = new Set(demoDocuments(buildDemoData(TODAY)).map((d) => d.path));
    expect(paths.filter((path) => demo.has(path))).toEqual([]);
    expect(paths).not.toContain('meta/demo');
    expect(paths).toContain(`cohort_reports/${SCALE_COHORT}`);
    expect(paths).toContain(`groups/${SCALE_GROUP}/settings/certificate`);
    // A person's survey marks name no group: they must be one of the program's people.
    const people = new Set(program.users.map((u) => u.id));
    const elsewhere = documents.filter(({ path, data }) =>
      path.startsWith('users/')
        ? !(data.group as string[]).includes(SCALE_GROUP)
        : path.startsWith('survey_marks/')
          ? !people.has(data.user_id as string)
          : !path.startsWith(`groups/${SCALE_GROUP}`) && data.group !== SCALE_GROUP,
    );
    expect(elsewhere.map((d) => d.path)).toEqual([]);
  });

  it('writes documents that their collection schemas accept', () => {
    const refused: string[] = [];
    for (const { path, data } of documents) {
      const collection = collectionOfPath(path);
      if (!collection) refused.push(`${path}: no schema`);
      else if (!collection.schema.safeParse(data).success) refused.push(path);
    }
    expect(refused.slice(0, 5)).toEqual([]);
  });

  it('has no document over 256 KiB or 10,000 index entries (firestore.indexes.json exemptions)', () => {
    const exemptions = repositoryIndexExemptions();
    const largest = largestDocuments(documents.map((d) => measureDocument(d.path, d.data, exemptions)));
    console.log(`The large program as built:\n${describeLargest(largest)}`);
    expect(largest.documents).toBe(documents.length);
    // The largest are report shards: a check that measured nothing would pass below.
    expect(largest.bySize[0]!.path).toMatch(/^cohort_report_shards\//);
    expect(largest.bySize[0]!.bytes).toBeGreaterThan(100 * 1024);
    expect(largest.bySize[0]!.bytes).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    expect(largest.byIndexEntries[0]!.indexEntries).toBeLessThanOrEqual(MAX_INDEX_ENTRIES);
  });
});
