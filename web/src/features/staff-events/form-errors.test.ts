import { describeIssues, eventBody } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { EVENT_FORM_FIELDS } from './event-form.ts';
import { mapServerErrors } from '../../components/forms/form-errors.ts';

describe('mapServerErrors', () => {
  it("puts each field's message on its field", () => {
    expect(
      mapServerErrors('title: must not be empty; end_date: must not be before start_date', EVENT_FORM_FIELDS),
    ).toEqual({
      fields: { title: 'must not be empty', end_date: 'must not be before start_date' },
      form: [],
    });
  });

  it('maps an array item to its field, and joins two messages for one field', () => {
    expect(
      mapServerErrors('cohorts.1: is too long; cohorts: must not repeat a cohort', EVENT_FORM_FIELDS).fields,
    ).toEqual({
      cohorts: 'is too long; must not repeat a cohort',
    });
  });

  it('keeps what names no field of the form for the form', () => {
    expect(mapServerErrors('You do not run group mgh; colour, size: unknown field', EVENT_FORM_FIELDS)).toEqual({
      fields: {},
      form: ['You do not run group mgh', 'colour, size: unknown field'],
    });
  });

  it("reads the server's own wording of the shared schema's errors", () => {
    const result = eventBody.safeParse({
      title: '',
      kind: 'party',
      activity: null,
      cohorts: ['c1'],
      start_date: '2026-11-23T10:00:00-05:00',
      end_date: '2026-11-23T09:00:00-05:00',
      location: '',
      description: '',
    });
    expect(result.success).toBe(false);
    const mapped = mapServerErrors(describeIssues(result.error!), EVENT_FORM_FIELDS);
    expect(Object.keys(mapped.fields).sort()).toEqual(['kind', 'title']);
    expect(mapped.form).toEqual([]);
  });
});
