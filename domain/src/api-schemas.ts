/**
 * zod schemas for every parameter and body of the /api endpoints (spec section 7). The functions
 * validate with these; the web client builds its requests with the same types.
 * Query arrays arrive without indices: `cohort=a` is a string, `cohort=a&cohort=b` an array.
 */
import { z } from 'zod';
import { emailPreferencesField } from './email/email-preferences.ts';

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

/** Path parameters: /api/facilitator/events/:id and the like. */
export const idParams = z.strictObject({ id });
/** /api/facilitator/surveys/:id/responses/:user_id/reject: the survey and the person. */
export const surveyPersonParams = z.strictObject({ id, user_id: id });
/** A calendar feed's file name, `<token>.ics`; anything else is simply not found (404). */
export const feedParams = z.strictObject({ file: z.string().max(200, 'is too long') });

export const markAttendanceBody = z.strictObject({
  event_id: id,
  user_id: id,
  status: z.enum(['attended', 'registered'], { error: 'must be attended or registered' }),
});
/** DELETE /api/facilitator/attendance: takes a mark back (the roster's undo of a first mark). */
export const clearAttendanceQuery = z.strictObject({ event_id: id, user_id: id });
export const checkInBody = z.strictObject({
  event_id: id,
  code: z.string().trim().min(1, 'must not be empty').max(20, 'is too long'),
});
export const apologyBody = z.strictObject({
  event_id: id,
  reason: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
});

/** Whom an event e-mail goes to: everyone of its cohorts, those who came, those absent, those who apologised. */
export const EMAIL_AUDIENCES = ['all', 'attended', 'absent', 'apologised'] as const;
export type EmailAudience = (typeof EMAIL_AUDIENCES)[number];
/** E-mail an announcement to the confirmed peers of its cohorts; a preview names them and sends nothing. */
export const emailAnnouncementBody = z.strictObject({ preview: z.boolean() });

export const emailParticipantsBody = z.strictObject({
  audience: z.enum(EMAIL_AUDIENCES, { error: `must be one of ${EMAIL_AUDIENCES.join(', ')}` }),
  subject: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  message: z.string().trim().min(1, 'must not be empty').max(10_000, 'must be at most 10000 characters'),
  /** true: only say who would get it (the compose dialog's preview); nothing is sent. */
  preview: z.boolean().default(false),
});

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
  /** Some kinds or all; merged into the stored choices (docs/account.md). */
  email_preferences: emailPreferencesField.refine(
    (kinds) => Object.keys(kinds).length > 0,
    'must name at least one kind',
  ),
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

/** zod 4 leaves the input out of its issues; a missing value shows in the message instead. */
const saysMissing = (message: string) => /received undefined$/.test(message);

function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return saysMissing(issue.message);
  if (issue.code === 'invalid_union') return issue.errors.every((branch) => branch.some((e) => saysMissing(e.message)));
  return false;
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** "field: problem; other: problem" — names the field, never echoes internals. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: unknown field`;
      let message = issue.message;
      if (isMissing(issue)) message = 'is required';
      else if (issue.code === 'invalid_type') message = `must be ${article(issue.expected)}`;
      else if (issue.code === 'invalid_union' && issue.message === 'Invalid input') message = 'is not valid';
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}
