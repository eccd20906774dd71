import { surveyBody, bodyFromTemplate, surveyTemplate } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { newQuestion, serverErrors, timingOfType } from './survey-form.ts';

describe('the /survey builder helpers', () => {
  it('gives a new question an id no other question has', () => {
    expect(newQuestion([]).id).toBe('q1');
    expect(newQuestion([{ id: 'q2' }, { id: 'goals' }]).id).toBe('q3');
    expect(newQuestion([{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }]).id).toBe('q4');
  });

  it('starts each timing type with values the server accepts', () => {
    const base = bodyFromTemplate(surveyTemplate('custom', new Date('2026-03-10T12:00:00Z')), ['c1']);
    for (const type of ['fixed', 'relative', 'per_event'] as const) {
      const result = surveyBody.safeParse({ ...base, timing: timingOfType(type, new Date('2026-03-10T12:00:00Z')) });
      expect({ type, ok: result.success }).toEqual({ type, ok: true });
    }
  });

  it('puts a server 400 on the fields it names, the rest above the buttons', () => {
    const known = (path: string) => ['title', 'questions', 'timing'].includes(path.split('.')[0]!);
    expect(
      serverErrors(
        'title: must not be empty; questions.2.options: Give at least two options; cohorts: you do not run group x',
        known,
      ),
    ).toEqual({
      fields: [
        ['title', 'must not be empty'],
        ['questions.2.options', 'Give at least two options'],
      ],
      form: ['cohorts: you do not run group x'],
    });
    expect(serverErrors('Peers cannot see this survey', known)).toEqual({
      fields: [],
      form: ['Peers cannot see this survey'],
    });
  });
});
