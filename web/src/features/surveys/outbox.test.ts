import { describe, expect, it } from 'vitest';
import { answersText, entryFate, reconcile, sameAnswers, type OutboxEntry, type ResponsesSeen } from './outbox.ts';

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 's1_u1',
  survey_id: 's1',
  title: 'Program evaluation',
  route: '/program-eval',
  status: 'submitted',
  answers: { overall: 4, best: 'The triads' },
  text: 'Overall: 4\nBest: The triads',
  written_at: 1_000,
  refused: false,
  ...overrides,
});
const seen = (overrides: Partial<ResponsesSeen> = {}): ResponsesSeen => ({
  responses: [],
  pending: new Set(),
  synced: true,
  at: 2_000,
  ...overrides,
});
const stored = (answers: OutboxEntry['answers'], status: 'draft' | 'submitted' = 'submitted') => ({
  id: 's1_u1',
  answers,
  status,
});

describe('the outbox of survey answers', () => {
  it('waits while the write is pending, the snapshot is only the cache’s, or older than the write', () => {
    expect(entryFate(entry(), seen({ pending: new Set(['s1_u1']) }))).toBe('waiting');
    expect(entryFate(entry(), seen({ synced: false }))).toBe('waiting');
    expect(entryFate(entry(), seen({ at: 1_000 }))).toBe('waiting');
  });

  it('is delivered when the server holds the answers (keys in any order), refused when it does not', () => {
    expect(entryFate(entry(), seen({ responses: [stored({ best: 'The triads', overall: 4 })] }))).toBe('delivered');
    // A create refused: the document is not there at all.
    expect(entryFate(entry(), seen())).toBe('refused');
    // An update refused: the earlier (online) draft is what the server holds.
    expect(entryFate(entry(), seen({ responses: [stored({ overall: 4 }, 'draft')] }))).toBe('refused');
    // The same answers still as a draft: the submission did not arrive.
    expect(entryFate(entry(), seen({ responses: [stored(entry().answers, 'draft')] }))).toBe('refused');
    // A draft note is delivered by a later submission of the same answers.
    expect(entryFate(entry({ status: 'draft' }), seen({ responses: [stored(entry().answers)] }))).toBe('delivered');
  });

  it('drops delivered notes, marks refused ones once and keeps them, leaves waiting ones alone', () => {
    const waiting = entry({ id: 's2_u1', written_at: 5_000 });
    const delivered = entry({ id: 's3_u1' });
    const refused = entry();
    const next = reconcile(
      [waiting, delivered, refused],
      seen({ responses: [{ ...stored({}), id: 's3_u1', answers: delivered.answers }] }),
    );
    expect(next.map((e) => [e.id, e.refused])).toEqual([
      ['s2_u1', false],
      ['s1_u1', true],
    ]);
    expect(next[0]).toBe(waiting);
    // Once refused, a later snapshot (even holding other answers) does not clear it: only dismissing does.
    const again = reconcile(next, seen({ at: 9_000, responses: [stored(refused.answers)] }));
    expect(again[1]).toBe(next[1]);
  });

  it('compares answers exactly: values and choices in order', () => {
    expect(sameAnswers({ a: ['x', 'y'], b: true }, { b: true, a: ['x', 'y'] })).toBe(true);
    expect(sameAnswers({ a: ['x', 'y'] }, { a: ['y', 'x'] })).toBe(false);
    expect(sameAnswers({ a: 1 }, { a: 1, b: 'more' })).toBe(false);
  });

  it('writes the answers as text in the survey’s order, for copying', () => {
    const questions = [
      { id: 'overall', label: 'Overall, how was the program?' },
      { id: 'topics', label: 'Topics' },
      { id: 'again', label: 'Would you do it again?' },
      { id: 'skipped', label: 'Anything else?' },
    ];
    expect(answersText(questions, { again: false, topics: ['Feedback', 'Goals'], overall: 5 })).toBe(
      'Overall, how was the program?: 5\nTopics: Feedback, Goals\nWould you do it again?: No',
    );
  });
});
