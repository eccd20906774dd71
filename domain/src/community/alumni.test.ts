import { describe, expect, it } from 'vitest';
import { alumniProfileInput, interestList, matchesAlumniSearch, sortedAlumni } from './alumni.ts';

const profile = { first_name: 'Zoë', last_name: 'Åberg', department: 'Oncology', interests: 'Mentoring, QI' };

describe('the alumni network', () => {
  it('splits interests on commas, without empties or repeats', () => {
    expect(interestList(' mentoring, QI ,, Mentoring,  research ')).toEqual(['mentoring', 'QI', 'research']);
    expect(interestList('')).toEqual([]);
  });

  it('finds a profile by every word of the search, ignoring case and accents', () => {
    expect(matchesAlumniSearch(profile, 'zoe aberg')).toBe(true);
    expect(matchesAlumniSearch(profile, 'oncology mentoring')).toBe(true);
    expect(matchesAlumniSearch(profile, '  ')).toBe(true);
    expect(matchesAlumniSearch(profile, 'zoe cardiology')).toBe(false);
  });

  it('sorts by last name, then first name, ignoring case', () => {
    const names = sortedAlumni([
      { first_name: 'b', last_name: 'smith' },
      { first_name: 'A', last_name: 'Smith' },
      { first_name: 'C', last_name: 'adams' },
    ]).map((p) => `${p.first_name} ${p.last_name}`);
    expect(names).toEqual(['C adams', 'A Smith', 'b smith']);
  });

  it('checks what the alumnus types, naming each field', () => {
    const ok = alumniProfileInput.safeParse({
      opted_in: true,
      cohort_year: '2024',
      department: ' Nursing ',
      interests: 'x',
      contact: '',
    });
    expect(ok.success && ok.data).toEqual({
      opted_in: true,
      cohort_year: 2024,
      department: 'Nursing',
      interests: 'x',
      contact: '',
    });
    const bad = alumniProfileInput.safeParse({
      opted_in: true,
      cohort_year: '1999',
      department: 'x'.repeat(121),
      interests: '',
      contact: 'y'.repeat(201),
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'cohort_year: must be 2000 or later',
      'department: is too long',
      'contact: is too long',
    ]);
  });
});
