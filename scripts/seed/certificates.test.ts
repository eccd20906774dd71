import { ALUMNI_COHORT_ID, certificateDay, CERTIFICATE_ID_PATTERN } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { demoCertificateId } from './certificates.ts';

describe('demo certificates', () => {
  const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));

  it('go to the confirmed graduates of the alumni cohort, demo-alumni among them, one each', () => {
    const graduates = data.users.filter(
      (u) => u.role === 'peer' && u.status === 'confirmed' && u.current_cohort === ALUMNI_COHORT_ID,
    );
    expect(graduates.length).toBeGreaterThan(1);
    expect(data.certificates.map((c) => c.user_id).sort()).toEqual(graduates.map((u) => u.id).sort());
    const alumni = data.certificates.find((c) => c.user_id === 'demo-alumni');
    const person = data.users.find((u) => u.id === 'demo-alumni')!;
    expect(alumni).toMatchObject({
      group: 'mgh',
      cohort: 'alumni',
      cohort_name: 'Alumni',
      name: `${person.first_name} ${person.last_name}`,
      program: 'MGH Peer Coaching Program',
    });
  });

  it('were issued at the graduates’ completion celebration, a year before this year’s cohorts end', () => {
    // The alumni cohort started 730 days before today; its program year ended 357 days later.
    for (const c of data.certificates) expect(certificateDay(c.issued_at)).toBe('2025-05-04');
    expect(data.certificates.every((c) => c.issued_at < new Date('2026-05-12T16:00:00Z'))).toBe(true);
  });

  it('have unguessable-looking ids, the same on every seed and for every day, distinct per person', () => {
    for (const c of data.certificates) expect(c.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(data.certificates.map((c) => c.id)).size).toBe(data.certificates.length);
    const later = buildDemoData(new Date('2026-09-01T16:00:00Z'));
    expect(later.certificates.map((c) => c.id)).toEqual(data.certificates.map((c) => c.id));
    expect(demoCertificateId('demo-alumni')).toBe(demoCertificateId('demo-alumni'));
  });

  it('are written with their exactly-once guards', async () => {
    const { demoDocuments } = await import('./documents.ts');
    const documents = demoDocuments(data);
    const alumni = data.certificates.find((c) => c.user_id === 'demo-alumni')!;
    expect(documents.find((d) => d.path === `certificates/${alumni.id}`)?.data).not.toHaveProperty('id');
    expect(documents.find((d) => d.path === 'certificate_holders/demo-alumni')?.data).toEqual({
      certificate_id: alumni.id,
      issued_at: alumni.issued_at,
    });
  });
});
