/** A group's program settings: the fields' checks (the 400's words) and the reminder schedule. */
import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import {
  dailyEmailRecipientChoices,
  dailyEmailRecipientsOf,
  defaultProgramSettings,
  programSettingsBody,
  reminderDaysOf,
  REMINDER_DAYS_MAX,
  PROGRAM_NAME_MAX,
} from './group-settings.ts';
import { LIMITS } from '../limits.ts';
import { REMINDER_DAYS_BEFORE_CLOSE, windowsToRemind } from '../surveys/survey-results.ts';

const VALID = {
  group: 'mgh',
  program_name: 'MGH Peer Coaching',
  contact_name: 'Dana Reyes',
  contact_email: 'dana@example.org',
  survey_reminder_days: 3,
};
const errorOf = (body: unknown) => {
  const result = programSettingsBody.safeParse(body);
  return result.success ? null : describeIssues(result.error);
};

describe('programSettingsBody', () => {
  it('takes a full body, trimming the texts and lower-casing the address', () => {
    expect(
      programSettingsBody.parse({ ...VALID, program_name: '  MGH  ', contact_email: ' Dana@Example.org ' }),
    ).toEqual({ ...VALID, program_name: 'MGH', contact_email: 'dana@example.org' });
    // No contact at all is allowed; 0 days turns the automatic reminder off.
    expect(errorOf({ ...VALID, contact_name: '', contact_email: '', survey_reminder_days: 0 })).toBeNull();
  });

  it.each([
    [{ program_name: '  ' }, 'program_name: must not be empty'],
    [
      { program_name: 'x'.repeat(PROGRAM_NAME_MAX + 1) },
      `program_name: must be at most ${PROGRAM_NAME_MAX} characters`,
    ],
    [{ program_name: undefined }, 'program_name: must be a string'],
    [{ contact_email: 'dana' }, 'contact_email: must be an e-mail address'],
    [{ contact_email: 7 }, 'contact_email: must be a string'],
    [{ survey_reminder_days: 1.5 }, 'survey_reminder_days: must be a whole number of days'],
    [{ survey_reminder_days: '3' }, 'survey_reminder_days: must be a whole number of days'],
    [{ survey_reminder_days: -1 }, 'survey_reminder_days: must not be negative'],
    [{ survey_reminder_days: REMINDER_DAYS_MAX + 1 }, `survey_reminder_days: must be at most ${REMINDER_DAYS_MAX}`],
    [{ survey_reminder_days: undefined }, 'survey_reminder_days: is required'],
    [{ group: '' }, 'group: must not be empty'],
    [{ colour: 'blue' }, 'colour'],
  ])('refuses %j naming the field', (change, message) => {
    expect(errorOf({ ...VALID, ...change })).toContain(message);
  });
});

describe('the reminder schedule', () => {
  it('defaults to the group name, no contact, the standard schedule and the default daily e-mail limit', () => {
    expect(defaultProgramSettings('MGH')).toEqual({
      program_name: 'MGH',
      contact_name: '',
      contact_email: '',
      survey_reminder_days: REMINDER_DAYS_BEFORE_CLOSE,
      daily_email_recipients: LIMITS.dailyEmailRecipientsDefault,
    });
  });

  it('reads a stored daily e-mail limit, falling back to the default for none or a broken one', () => {
    expect(dailyEmailRecipientsOf({ daily_email_recipients: 250 })).toBe(250);
    expect(dailyEmailRecipientsOf(undefined)).toBe(LIMITS.dailyEmailRecipientsDefault);
    expect(dailyEmailRecipientsOf({ daily_email_recipients: 0 })).toBe(LIMITS.dailyEmailRecipientsDefault);
    expect(dailyEmailRecipientsOf({ daily_email_recipients: 1.5 })).toBe(LIMITS.dailyEmailRecipientsDefault);
    expect(dailyEmailRecipientsOf({ daily_email_recipients: '500' })).toBe(LIMITS.dailyEmailRecipientsDefault);
  });

  it('reads a stored schedule, falling back to the standard one for none or a broken one', () => {
    expect(reminderDaysOf({ survey_reminder_days: 5 })).toBe(5);
    expect(reminderDaysOf({ survey_reminder_days: 0 })).toBe(0);
    expect(reminderDaysOf(undefined)).toBe(REMINDER_DAYS_BEFORE_CLOSE);
    expect(reminderDaysOf({ survey_reminder_days: 'soon' })).toBe(REMINDER_DAYS_BEFORE_CLOSE);
    expect(reminderDaysOf({ survey_reminder_days: 99 })).toBe(REMINDER_DAYS_BEFORE_CLOSE);
  });

  it('decides which windows the automatic reminder is for', () => {
    const now = new Date('2026-03-10T12:00:00-04:00');
    const window = (closes: string) => ({
      opens_at: new Date('2026-03-01T09:00:00-05:00'),
      closes_at: new Date(closes),
      event_id: null,
      event_title: null,
    });
    // c1 closes in five days, c2 in one.
    const survey = {
      published: true,
      cohorts: ['c1', 'c2'],
      windows: { c1: { main: window('2026-03-15T12:00:00-04:00') }, c2: { main: window('2026-03-11T12:00:00-04:00') } },
    };
    expect(windowsToRemind(survey, now, new Set())).toEqual(['c2/main']);
    expect(windowsToRemind(survey, now, new Set(), 5)).toEqual(['c1/main', 'c2/main']);
    expect(windowsToRemind(survey, now, new Set(), 4)).toEqual(['c2/main']);
    expect(windowsToRemind(survey, now, new Set(), 1)).toEqual(['c2/main']);
    expect(windowsToRemind(survey, now, new Set(), 0)).toEqual([]);
  });
});

describe('dailyEmailRecipientChoices', () => {
  it('offers the standard limits in order, the default among them', () => {
    expect(dailyEmailRecipientChoices(LIMITS.dailyEmailRecipientsDefault)).toEqual([
      100, 250, 500, 1_000, 2_000, 5_000, 10_000,
    ]);
  });

  it("adds a group's own limit where it belongs, once", () => {
    expect(dailyEmailRecipientChoices(750)).toEqual([100, 250, 500, 750, 1_000, 2_000, 5_000, 10_000]);
    expect(dailyEmailRecipientChoices(500)).toHaveLength(7);
  });
});
