/**
 * What staff send to change a group's certificate requirements (PUT /api/facilitator/setting). The
 * /settings form validates with this same schema before sending, so a message appears on its
 * field in the form and the server answers 400 with the same words (docs/certificate.md).
 */
import { z } from 'zod';
import { ACTIVITY_TYPES, type ActivityType } from '../constants.ts';
import { isBooleanActivity } from './requirements.ts';

export const REQUIREMENT_TITLE_MAX = 120;
export const REQUIREMENT_TEXT_MAX = 1000;
/** No program runs more sessions than this in a year; a typo of 1800 for 18 is caught. */
export const REQUIREMENT_COUNT_MAX = 999;

const WHOLE = 'must be a whole number, 0 or more';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= REQUIREMENT_COUNT_MAX;

/**
 * A count as a custom check with one message per problem: zod's own number type would word a
 * wrong type its own way on the server (describeIssues) and another way in the form.
 */
const count = z.custom<number>().superRefine((value, ctx) => {
  const problem =
    value === undefined
      ? 'is required'
      : typeof value !== 'number' || !Number.isInteger(value)
        ? WHOLE
        : value < 0
          ? 'must not be negative'
          : value > REQUIREMENT_COUNT_MAX
            ? `must be at most ${REQUIREMENT_COUNT_MAX}`
            : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const yesNo = z.custom<boolean>().superRefine((value, ctx) => {
  if (typeof value !== 'boolean') {
    ctx.addIssue({ code: 'custom', message: value === undefined ? 'is required' : 'must be yes or no' });
  }
});
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const requirementShape = (value: z.ZodType<string | boolean>) =>
  z
    .strictObject({
      value_min: count,
      value_max: count,
      value,
      user_note: text(REQUIREMENT_TEXT_MAX),
      title: text(REQUIREMENT_TITLE_MAX),
    })
    // zod runs this even when a field failed, with that field's raw input: compare parsed numbers only.
    .superRefine((requirement, ctx) => {
      const { value_min: min, value_max: max } = requirement;
      if (isCount(min) && isCount(max) && min > max) {
        ctx.addIssue({ code: 'custom', path: ['value_min'], message: `must not be above the maximum (${max})` });
      }
    });

/** The seven requirements; value is yes/no for kickoff_response and program_eval, text otherwise. */
export const engagementRequirementsInput = z.strictObject(
  Object.fromEntries(
    ACTIVITY_TYPES.map((type) => [
      type,
      requirementShape(isBooleanActivity(type) ? yesNo : text(REQUIREMENT_TEXT_MAX)),
    ]),
  ) as Record<ActivityType, ReturnType<typeof requirementShape>>,
);

export const settingBody = z.strictObject({
  group: z.string().trim().min(1, 'must not be empty').max(128, 'is too long'),
  setting: z.enum(['certificate'], { error: 'must be certificate' }),
  settings: z.strictObject({ engagement_requirements: engagementRequirementsInput }),
});
export type SettingBody = z.input<typeof settingBody>;

/** GET /api/shared/certificate_status: whose status. */
export const certificateStatusQuery = z.strictObject({
  id: z.string().trim().min(1, 'must not be empty').max(128, 'is too long'),
});
