import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import { settingBody } from './certificate-settings.ts';
import { editableRequirements, emptyRequirements } from './requirements.ts';

const body = (change: (r: ReturnType<typeof emptyRequirements>) => void = () => {}) => {
  const engagement_requirements = emptyRequirements();
  engagement_requirements.check_in = { value_min: 4, value_max: 6, value: '', user_note: 'Come', title: 'Check-Ins' };
  engagement_requirements.program_eval.value = true;
  change(engagement_requirements);
  return { group: 'mgh', setting: 'certificate', settings: { engagement_requirements } };
};
const problem = (input: unknown) => {
  const result = settingBody.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return describeIssues(result.error);
};
const REQ = 'settings.engagement_requirements';

describe('settingBody', () => {
  it('takes the seven requirements, trimming text', () => {
    const parsed = settingBody.parse(body((r) => (r.check_in.title = '  Check-Ins  ')));
    expect(parsed.settings.engagement_requirements.check_in).toEqual({
      value_min: 4,
      value_max: 6,
      value: '',
      user_note: 'Come',
      title: 'Check-Ins',
    });
    expect(parsed.settings.engagement_requirements.program_eval.value).toBe(true);
  });

  it('names the type and field of a minimum above its maximum', () => {
    expect(problem(body((r) => (r.office_hours = { ...r.office_hours, value_min: 3, value_max: 2 })))).toBe(
      `${REQ}.office_hours.value_min: must not be above the maximum (2)`,
    );
  });

  it('wants whole numbers, none negative', () => {
    expect(problem(body((r) => (r.check_in.value_min = 2.5)))).toBe(
      `${REQ}.check_in.value_min: must be a whole number, 0 or more`,
    );
    expect(problem(body((r) => (r.reflection.value_max = -1)))).toBe(
      `${REQ}.reflection.value_max: must not be negative`,
    );
    expect(problem(body((r) => (r.kickoff.value_max = Number.NaN)))).toBe(
      `${REQ}.kickoff.value_max: must be a whole number, 0 or more`,
    );
    expect(problem(body((r) => Object.assign(r.kickoff, { value_min: '3' })))).toBe(
      `${REQ}.kickoff.value_min: must be a whole number, 0 or more`,
    );
    expect(problem(body((r) => (r.kickoff.value_max = 1000)))).toBe(`${REQ}.kickoff.value_max: must be at most 999`);
  });

  it('wants yes/no for kickoff_response and program_eval, text for the others', () => {
    expect(problem(body((r) => (r.kickoff_response.value = 'yes')))).toBe(
      `${REQ}.kickoff_response.value: must be yes or no`,
    );
    expect(problem(body((r) => (r.check_in.value = true)))).toMatch(
      new RegExp(`^${REQ}.check_in.value: must be a string`),
    );
  });

  it('refuses a missing type, an unknown type or field, and another setting', () => {
    expect(problem(body((r) => delete (r as Partial<typeof r>).completion))).toBe(`${REQ}.completion: is required`);
    expect(problem(body((r) => Object.assign(r, { dancing: r.kickoff })))).toBe('dancing: unknown field');
    expect(problem(body((r) => Object.assign(r.kickoff, { colour: 'red' })))).toBe('colour: unknown field');
    expect(problem({ ...body(), setting: 'colours' })).toBe('setting: must be certificate');
    expect(problem(body((r) => (r.kickoff.title = 'x'.repeat(121))))).toBe(
      `${REQ}.kickoff.title: must be at most 120 characters`,
    );
  });
});

describe('editableRequirements', () => {
  it('fills missing types with the spec’s defaults and reads yes/no values written as text', () => {
    const stored = { check_in: { value_min: 2, value_max: 3, value: '', user_note: '', title: 'C' } };
    const loose = { ...stored, program_eval: { value_min: 0, value_max: 0, value: 'true', user_note: '', title: '' } };
    const result = editableRequirements(loose as never);
    expect(result.check_in).toEqual(stored.check_in);
    expect(result.program_eval.value).toBe(true);
    expect(result.kickoff).toEqual({ value_min: 0, value_max: 0, value: '', user_note: '', title: '' });
    expect(result.kickoff_response.value).toBe(false);
    expect(editableRequirements(null)).toEqual(emptyRequirements());
  });
});
