import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ID_PATTERN,
  certificateDay,
  certificateDayLong,
  certificateFileName,
  certificateProgramName,
  hasEarnedCertificate,
} from './certificate-issue.ts';
import { emptyActivityCounts } from './certificate.ts';
import type { EngagementRequirement, EngagementRequirements } from '../model.ts';

const req = (value_min: number, value_max: number, value: string | boolean = ''): EngagementRequirement => ({
  value_min,
  value_max,
  value,
  user_note: '',
  title: '',
});

const requirements: EngagementRequirements = {
  kickoff: req(1, 1),
  check_in: req(4, 6),
  completion: req(1, 1),
  office_hours: req(2, 3),
  reflection: req(0, 0),
  kickoff_response: req(0, 0, true),
  program_eval: req(0, 0, false),
};

describe('hasEarnedCertificate', () => {
  const done = {
    ...emptyActivityCounts(),
    kickoff: 1,
    check_in: 4,
    completion: 1,
    office_hours: 2,
    kickoff_response: true,
  };

  it('is true exactly when every required activity is earned', () => {
    expect(hasEarnedCertificate(requirements, done)).toBe(true);
    expect(hasEarnedCertificate(requirements, { ...done, check_in: 9, office_hours: 3 })).toBe(true);
  });

  it('is false one activity short, even where the rounded percentage would read 100', () => {
    expect(hasEarnedCertificate(requirements, { ...done, check_in: 3 })).toBe(false);
    expect(hasEarnedCertificate(requirements, { ...done, kickoff_response: false })).toBe(false);
    // 199 of 200 required rounds to 100 %: not yet earned.
    const many = { ...requirements, check_in: req(196, 196) };
    expect(hasEarnedCertificate(many, { ...done, check_in: 195 })).toBe(false);
    expect(hasEarnedCertificate(many, { ...done, check_in: 196 })).toBe(true);
  });

  it('counts what section 9 counts: extra of one type up to its value_max, no further', () => {
    // Required 9. No office hours: 1 + min(5, 6) + 1 + 0 + 1 = 8; with 20 check-ins, capped at 6: 9.
    expect(hasEarnedCertificate(requirements, { ...done, check_in: 5, office_hours: 0 })).toBe(false);
    expect(hasEarnedCertificate(requirements, { ...done, check_in: 20, office_hours: 0 })).toBe(true);
    // 1 + 6 + 0 + 0 + 1 = 8: the cap stops a second shortfall being made up.
    expect(hasEarnedCertificate(requirements, { ...done, check_in: 20, office_hours: 0, completion: 0 })).toBe(false);
  });

  it('issues nothing where nothing is required (0 %)', () => {
    const none = Object.fromEntries(
      Object.entries(requirements).map(([type, r]) => [type, { ...r, value_min: 0, value: false }]),
    ) as EngagementRequirements;
    expect(hasEarnedCertificate(none, done)).toBe(false);
  });
});

describe('certificate printing', () => {
  it('names the program after the group', () => {
    expect(certificateProgramName('MGH')).toBe('MGH Peer Coaching Program');
  });

  it('dates the certificate by its New York day', () => {
    // 02:30 UTC on June 4 is still June 3 in New York.
    const issued = new Date('2026-06-04T02:30:00Z');
    expect(certificateDay(issued)).toBe('2026-06-03');
    expect(certificateDayLong(issued)).toBe('June 3, 2026');
  });

  it('makes a file name without characters file systems refuse, keeping letters like Ł', () => {
    expect(certificateFileName('Łukasz Nowak')).toBe('Certificate - Łukasz Nowak.pdf');
    expect(certificateFileName('A/B: "C"')).toBe('Certificate - A B C.pdf');
    expect(certificateFileName(' / ')).toBe('Certificate - Peer.pdf');
  });

  it('accepts 22 base64url characters as an id and nothing else', () => {
    expect(CERTIFICATE_ID_PATTERN.test('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(CERTIFICATE_ID_PATTERN.test('short')).toBe(false);
    expect(CERTIFICATE_ID_PATTERN.test('AbCdEfGhIjKlMnOpQrSt_-x')).toBe(false);
    expect(CERTIFICATE_ID_PATTERN.test('AbCdEfGhIjKlMnOpQrSt/.')).toBe(false);
  });
});
