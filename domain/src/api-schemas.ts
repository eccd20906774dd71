/**
 * zod schemas for every parameter and body of the /api endpoints (spec section 7). The functions
 * validate with these; the web client builds its requests with the same types.
 * Query arrays arrive without indices: `cohort=a` is a string, `cohort=a&cohort=b` an array.
 */
import { z } from 'zod';

const id = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

/** One or more ids from a query string, as an array. */
const idList = z
  .union([id, z.array(id).min(1, 'must not be empty')])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const userQuery = z.strictObject({ id });
export const activitiesQuery = z.strictObject({ id });
export const cohortsQuery = z.strictObject({ groups: idList });
export const sharedCohortsQuery = z.strictObject({ cohort: id, group: id });
export const facilitatorUsersQuery = z.strictObject({ cohort: idList });
export const eventsQuery = z.strictObject({ shared_cohorts: idList });
export const announcementsQuery = z.strictObject({ shared_cohorts: idList });
export const attendanceQuery = z.strictObject({ id: id.optional() });
export const settingQuery = z.strictObject({ group: id, setting: z.enum(['certificate']) });
export const emptyQuery = z.strictObject({});

/**
 * The profile fields a client may change through PUT /api/shared/user_info, with the value
 * each takes. last_login's value is informative only: the server records its own clock.
 */
export const userInfoValues = {
  last_login: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  tutorial: z.boolean(),
  first_name: z.string().trim().min(1, 'must not be empty').max(80, 'is too long'),
  last_name: z.string().trim().min(1, 'must not be empty').max(80, 'is too long'),
  department: z.string().trim().max(120, 'is too long'),
  current_cohort: id,
  current_group: id,
} as const;
export type UserInfoKey = keyof typeof userInfoValues;
export const USER_INFO_KEYS = Object.keys(userInfoValues) as UserInfoKey[];

export const userInfoBody = z
  .strictObject({
    id,
    key: z.enum(USER_INFO_KEYS as [UserInfoKey, ...UserInfoKey[]], {
      error: `must be one of ${USER_INFO_KEYS.join(', ')}`,
    }),
    value: z.unknown(),
  })
  .superRefine((body, ctx) => {
    const result = userInfoValues[body.key].safeParse(body.value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? 'is not valid' });
    }
  });
export type UserInfoBody = z.infer<typeof userInfoBody>;

/** "field: problem; other: problem" — names the field, never echoes internals. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: unknown field`;
      const missing = issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union');
      const message = missing ? 'is required' : issue.message;
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}
