/**
 * A group's cohorts on /settings (docs/settings.md "Cohorts"): create one, rename it, change its
 * dates. Pure: the bodies of POST /api/facilitator/settings/cohorts and
 * PUT /api/facilitator/settings/cohorts/:id, the new cohort's id, and the one copy of a cohort's
 * name a rename must rewrite (users' `cohort`, names parallel to `cohort_list`).
 */
import { z } from 'zod';
import { cohortWire } from '../api/responses.ts';
import { eventDate } from '../events/event-input.ts';

export const COHORT_NAME_MAX = 80;

const idField = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');
const cohortName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(COHORT_NAME_MAX, `must be at most ${COHORT_NAME_MAX} characters`);

const datesInOrder = (value: { start_date?: Date | undefined; end_date?: Date | undefined }, ctx: z.RefinementCtx) => {
  const { start_date: start, end_date: end } = value;
  if (start instanceof Date && end instanceof Date && end.getTime() < start.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
  }
};

export const createCohortBody = z
  .strictObject({ group: idField, name: cohortName, start_date: eventDate, end_date: eventDate })
  .superRefine(datesInOrder);
export type CreateCohortBody = z.input<typeof createCohortBody>;

/** Any of the three; the stored other date is checked against the new one by the service. */
export const updateCohortBody = z
  .strictObject({ name: cohortName.optional(), start_date: eventDate.optional(), end_date: eventDate.optional() })
  .superRefine(datesInOrder);
export type UpdateCohortBody = z.input<typeof updateCohortBody>;

export const cohortResponse = z.strictObject({ cohort: cohortWire, renamed_people: z.number().int() });

/** "MGH 2027 Cohort A" in group mgh -> `mgh-2027-cohort-a`, unique among `taken` (-2, -3, ...). */
export function newCohortId(group: string, name: string, taken: ReadonlySet<string>): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  let base = slug(name).slice(0, 60).replace(/-+$/, '') || 'cohort';
  const prefix = slug(group);
  if (base !== prefix && !base.startsWith(`${prefix}-`)) base = `${prefix}-${base}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A person's cohort names after their cohort `cohortId` is renamed, or null when they do not have
 * it (nothing to write). Names stay parallel to `cohort_list`.
 */
export function renamedCohortNames(
  person: { cohort: readonly string[]; cohort_list: readonly string[] },
  cohortId: string,
  name: string,
): string[] | null {
  const index = person.cohort_list.indexOf(cohortId);
  if (index < 0) return null;
  const names = person.cohort_list.map((_, i) => person.cohort[i] ?? '');
  if (names[index] === name) return null;
  names[index] = name;
  return names;
}
