import { describe, expect, it } from 'vitest';
import {
  AUDIT_SUMMARY_MAX,
  auditDayEnd,
  auditLogCsv,
  auditSummary,
  changeSummary,
  editSummary,
  changedFields,
  fieldChangeList,
  matchingOutcome,
  pageVersionSummary,
  reorderSummary,
} from './audit-log.ts';

describe('audit summaries', () => {
  it('keeps a summary to one line of at most AUDIT_SUMMARY_MAX characters', () => {
    expect(auditSummary('  two\nlines  ')).toBe('two lines');
    const long = auditSummary('x'.repeat(AUDIT_SUMMARY_MAX + 50));
    expect(long).toHaveLength(AUDIT_SUMMARY_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says before and after, or that nothing changed', () => {
    expect(changeSummary('Ann at “S3”', null, 'attended')).toBe('Ann at “S3”: none → attended');
    expect(changeSummary('Ann at “S3”', 'attended', 'attended')).toBe('Ann at “S3”: attended (unchanged)');
    expect(editSummary('Kick-off', ['title', 'location'])).toBe('Changed “Kick-off”: title, location');
    expect(editSummary('Kick-off', [])).toBe('“Kick-off”: nothing changed');
  });

  it('lists the fields that differ, with their values', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: 'y' }, ['d'])).toEqual(['b', 'c']);
    const at = new Date('2026-03-02T14:00:00Z');
    expect(fieldChangeList({ name: 'A', end: at, extra: null }, { name: 'B', end: at, extra: { n: 1 } })).toBe(
      'extra none → {"n":1}; name A → B',
    );
    expect(fieldChangeList({ days: 3 }, { days: 3 })).toBe('');
  });

  it('names reorders, rounds and page versions', () => {
    const items = [
      { id: 'a', title: 'First' },
      { id: 'b', title: 'Second' },
    ];
    expect(reorderSummary(['b', 'a'], items, 2)).toBe('New order (2 moved): “Second”, “First”');
    expect(matchingOutcome({ groups: [1, 2], total: 12.345, random_total: 3 })).toBe(
      '2 groups, score 12.3 (random 3.0)',
    );
    expect(pageVersionSummary('guidelines', 1)).toBe('guidelines: saved as version 1 (was the default text)');
    expect(pageVersionSummary('guidelines', 3, 'version 1 restored')).toBe(
      'guidelines: version 1 restored as version 3 (was version 2)',
    );
  });
});

describe('the History', () => {
  it('ends an "up to" day at the next New York midnight, and ignores a bad day', () => {
    expect(auditDayEnd('2026-03-02')?.toISOString()).toBe('2026-03-03T05:00:00.000Z');
    expect(auditDayEnd('')).toBeNull();
    expect(auditDayEnd('03/02/2026')).toBeNull();
  });

  it('saves a formula-proof CSV with a header row', () => {
    const csv = auditLogCsv([
      {
        id: 'e1',
        at: new Date('2026-03-02T14:00:00Z'),
        actor_id: 'u1',
        actor_email: 'dana@example.org',
        action: 'event.update',
        target: 'events/k',
        summary: '=HYPERLINK("x")',
      },
    ]);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('When,Who,Action,Target,Summary');
    expect(row).toBe(`2026-03-02T09:00:00-05:00,dana@example.org,Event changed,events/k,"'=HYPERLINK(""x"")"`);
  });
});
