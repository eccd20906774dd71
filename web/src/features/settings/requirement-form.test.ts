import { emptyRequirements } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { countOf, formValuesOf, mapRequirementErrors, requirementFormSchema } from './requirement-form.ts';

describe('the certificate form', () => {
  const values = () => {
    const form = formValuesOf(emptyRequirements());
    form.check_in = { ...form.check_in, value_min: ' 4 ', value_max: '6', title: 'Check-Ins' };
    return form;
  };

  it('keeps counts as typed text and gives the server numbers', () => {
    expect(formValuesOf(emptyRequirements()).kickoff.value_min).toBe('0');
    const parsed = requirementFormSchema.parse(values());
    expect(parsed.check_in).toMatchObject({ value_min: 4, value_max: 6, title: 'Check-Ins' });
    expect([countOf('3'), countOf('2.5'), countOf('-1'), countOf(''), countOf('abc')]).toEqual([3, 2.5, -1, NaN, NaN]);
  });

  it('puts the server’s words on the field: whole numbers, none negative, min not above max', () => {
    const problems = (change: (v: ReturnType<typeof values>) => void) => {
      const v = values();
      change(v);
      const result = requirementFormSchema.safeParse(v);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problems((v) => (v.check_in.value_min = '2.5'))).toEqual([
      'check_in.value_min: must be a whole number, 0 or more',
    ]);
    expect(problems((v) => (v.check_in.value_min = ''))).toEqual([
      'check_in.value_min: must be a whole number, 0 or more',
    ]);
    expect(problems((v) => (v.office_hours.value_max = '-1'))).toEqual([
      'office_hours.value_max: must not be negative',
    ]);
    expect(problems((v) => (v.check_in.value_min = '7'))).toEqual([
      'check_in.value_min: must not be above the maximum (6)',
    ]);
  });

  it('maps a 400 back onto its fields, and keeps other messages for the form', () => {
    expect(
      mapRequirementErrors(
        'settings.engagement_requirements.office_hours.value_min: must not be above the maximum (3); group: you do not run group x',
      ),
    ).toEqual({
      fields: { 'office_hours.value_min': 'must not be above the maximum (3)' },
      form: ['group: you do not run group x'],
    });
  });
});
