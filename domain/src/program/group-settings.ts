/**
 * A group's program settings (docs/settings.md): the program's name and contact, shown to peers,
 * and the reminder schedule, which controls the automatic survey reminder (how many days before a
 * survey window closes its non-respondents get the reminder; 0 turns the automatic reminder off
 * for the group). Stored at groups/{group}/settings/program; read and saved through
 * GET and PUT /api/facilitator/settings/program. The /settings form validates with the same
 * schema, so a message on a field in the form is the 400's message on the server.
 */
import { z } from 'zod';
import { defineCollection } from '../collections/define.ts';
import { LIMITS } from '../limits.ts';
import { REMINDER_DAYS_BEFORE_CLOSE } from '../surveys/survey-results.ts';

export const PROGRAM_NAME_MAX = 120;
export const CONTACT_NAME_MAX = 120;
/** A reminder earlier than two weeks before a window closes would come before most windows open. */
export const REMINDER_DAYS_MAX = 14;

const idField = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

const reminderDays = z.custom<number>().superRefine((value, ctx) => {
  const problem =
    value === undefined
      ? 'is required'
      : typeof value !== 'number' || !Number.isInteger(value)
        ? 'must be a whole number of days'
        : value < 0
          ? 'must not be negative'
          : value > REMINDER_DAYS_MAX
            ? `must be at most ${REMINDER_DAYS_MAX}`
            : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The group's daily e-mail limit (recipients a New York day; domain/src/limits.ts). */
const dailyEmailRecipients = z.custom<number>().superRefine((value, ctx) => {
  const problem =
    typeof value !== 'number' || !Number.isInteger(value)
      ? 'must be a whole number of recipients'
      : value < LIMITS.dailyEmailRecipientsMin
        ? `must be at least ${LIMITS.dailyEmailRecipientsMin}`
        : value > LIMITS.dailyEmailRecipientsMax
          ? `must be at most ${LIMITS.dailyEmailRecipientsMax}`
          : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** What staff edit. */
export const programSettingsFields = z.strictObject({
  program_name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(PROGRAM_NAME_MAX, `must be at most ${PROGRAM_NAME_MAX} characters`),
  contact_name: z
    .string({ error: 'is required' })
    .trim()
    .max(CONTACT_NAME_MAX, `must be at most ${CONTACT_NAME_MAX} characters`),
  contact_email: z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('must be an e-mail address').max(254, 'is too long')])),
  survey_reminder_days: reminderDays,
  /** Optional in a save (left out: kept as stored, else the default); always in an answer. */
  daily_email_recipients: dailyEmailRecipients.optional(),
});
export type ProgramSettings = z.output<typeof programSettingsFields>;

/** PUT /api/facilitator/settings/program. */
export const programSettingsBody = programSettingsFields.extend({ group: idField });
/** GET /api/facilitator/settings/program?group= */
export const programSettingsQuery = z.strictObject({ group: idField });
export const programSettingsResponse = z.object({
  group: z.string(),
  program_name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  survey_reminder_days: z.number(),
  daily_email_recipients: z.number(),
  /** False until someone saves: the values are the defaults. */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ProgramSettingsResponse = z.output<typeof programSettingsResponse>;

/** Stored: what staff edit, and who saved it last (absent on the seeded demo's). */
export const storedProgramSettings = programSettingsFields.extend({
  updated_at: z.date().optional(),
  updated_by: z.string().optional(),
});

/** groups/{group}/settings/program (the path's `{group}` is the group id: see settingsPath). */
export const programSettingsCollection = defineCollection<z.output<typeof storedProgramSettings> & { id: string }>(
  'groups/{group}/settings',
  storedProgramSettings,
);

/** A group's settings before anyone saves them: the group's name, no contact, the standard schedule. */
export function defaultProgramSettings(groupName: string): ProgramSettings {
  return {
    program_name: groupName,
    contact_name: '',
    contact_email: '',
    survey_reminder_days: REMINDER_DAYS_BEFORE_CLOSE,
    daily_email_recipients: LIMITS.dailyEmailRecipientsDefault,
  };
}

/** The daily e-mail limits /settings offers, with the group's current one always among them. */
export function dailyEmailRecipientChoices(current: number): number[] {
  const offered = [100, 250, 500, 1_000, 2_000, 5_000, 10_000];
  return [...new Set([...offered, current])].sort((a, b) => a - b);
}

/** A group's daily e-mail limit: its saved one, or the default when it has none (or an unreadable one). */
export function dailyEmailRecipientsOf(stored: unknown): number {
  const parsed = z.object({ daily_email_recipients: dailyEmailRecipients }).safeParse(stored);
  return parsed.success ? parsed.data.daily_email_recipients : LIMITS.dailyEmailRecipientsDefault;
}

/**
 * How many days before a window closes the automatic reminder goes out for a group: its saved
 * schedule, or the standard one when it has none (or an unreadable one). 0: none.
 */
export function reminderDaysOf(stored: unknown): number {
  const parsed = z.object({ survey_reminder_days: reminderDays }).safeParse(stored);
  return parsed.success ? parsed.data.survey_reminder_days : REMINDER_DAYS_BEFORE_CLOSE;
}
