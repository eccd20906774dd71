/** The response bodies of the API, on the wire (dates as `apiDate`). */
import { z } from 'zod';
import { PREDICTION_STATUSES } from '../certificate/certificate-prediction.ts';
import { ACTIVITY_TYPES } from '../constants.ts';
import { EVENT_COLORS } from '../events/events.ts';
import { SURVEY_KINDS, SURVEY_STATUSES } from '../surveys/survey-kinds.ts';
import { activityCountFields } from '../collections/activities.ts';
import { announcementFields } from '../collections/announcements.ts';
import { attendanceFields, attendanceStatusField, eventFields } from '../collections/events.ts';
import { idField } from '../collections/fields.ts';
import { cohortFields, groupFields } from '../collections/groups.ts';
import { certificateSettingsSchema, SETTING_NAMES } from '../collections/settings.ts';
import { userFields } from '../collections/users.ts';
import { EMAIL_AUDIENCES, USER_INFO_KEYS, type UserInfoKey } from '../api-schemas.ts';
import { apiDate } from './wire.ts';

const withId = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject({ id: idField, ...shape });

export const userWire = withId(userFields(apiDate));
export const cohortWire = withId(cohortFields(apiDate));
export const eventWire = withId(eventFields(apiDate));
/** An event of GET /api/user/events, with its base colour (spec section 4). */
export const coloredEventWire = withId({ ...eventFields(apiDate), color: z.enum(EVENT_COLORS) });
export const attendanceWire = withId(attendanceFields(apiDate));
export const announcementWire = withId(announcementFields(apiDate));

export const healthResponse = z.strictObject({
  status: z.literal('ok'),
  version: z.string(),
  emulators: z.strictObject({ auth: z.string().nullable(), firestore: z.string().nullable(), functions: z.boolean() }),
});
export const userInfoResponse = z.strictObject({
  id: idField,
  key: z.enum(USER_INFO_KEYS as [UserInfoKey, ...UserInfoKey[]]),
  value: z.unknown(),
});
export const activitiesResponse = z.strictObject({
  ...activityCountFields,
  user_id: idField,
  attendance: z.record(z.string(), attendanceStatusField),
});
export const groupsResponse = z.strictObject({
  groups: z.array(z.strictObject({ id: idField, ...groupFields, cohorts: z.array(cohortWire) })),
});
export const cohortsResponse = z.strictObject({ cohorts: z.array(cohortWire) });
/** The spec's names of the shared cohorts (section 3), and their ids beside them, in the same order. */
export const sharedCohortsResponse = z.strictObject({
  cohorts: z.array(z.string()),
  cohort_ids: z.array(idField),
  user_filter: z.string(),
});
export const sandboxDataResponse = z.strictObject({
  users: z.array(userWire),
  events: z.array(eventWire),
  announcements: z.array(announcementWire),
});
/** The caller's private sandbox group and the cohort they now work in. */
export const sandboxResponse = z.strictObject({ group: idField, cohort: idField.nullable() });
export const usersResponse = z.strictObject({ users: z.array(userWire) });
export const eventsResponse = z.strictObject({ events: z.array(coloredEventWire) });
export const attendanceResponse = z.strictObject({ records: z.array(attendanceWire) });
export const announcementsResponse = z.strictObject({ announcements: z.array(announcementWire) });
export const settingResponse = z.strictObject({
  group: idField,
  setting: z.enum(SETTING_NAMES),
  settings: certificateSettingsSchema,
});
/**
 * GET /api/user/setting: a group that has not saved the setting answers null (spec section 8's
 * "response has no settings": 'Problem loading certificate requirements'), not 404.
 */
export const readSettingResponse = settingResponse.extend({ settings: certificateSettingsSchema.nullable() });

/** GET /api/shared/certificate_status: section 9's progress and the prediction (docs/certificate.md). */
export const certificateStatusResponse = z.strictObject({
  required: z.number().int().min(0),
  earned: z.number().int().min(0),
  percentage: z.number().int().min(0),
  status: z.enum(PREDICTION_STATUSES),
  still_needed: z.partialRecord(z.enum(ACTIVITY_TYPES), z.number().int().positive()),
  certificate_id: idField.nullable(),
});

/** A created, changed or deleted document. */
export const idResponse = z.strictObject({ id: idField });
export const markAttendanceResponse = z.strictObject({ id: idField, status: attendanceStatusField.nullable() });
export const checkInCodeResponse = z.strictObject({
  code: z.string(),
  /** When this code is replaced by the next (it is still accepted for CHECK_IN.graceMs after). */
  expires_at: apiDate,
});
export const checkInResponse = z.strictObject({ status: z.literal('attended') });
export const calendarFeedResponse = z.strictObject({ url: z.url() });
export const revokeCalendarFeedResponse = z.strictObject({ revoked: z.boolean() });
export const emailParticipantsResponse = z.strictObject({
  audience: z.enum(EMAIL_AUDIENCES),
  /** Names of the recipients, sorted by last name. */
  recipients: z.array(z.strictObject({ id: idField, name: z.string() })),
  sent: z.boolean(),
});
/** The ids in their new order, and how many announcements changed place. */
export const reorderAnnouncementsResponse = z.strictObject({ ids: z.array(idField), moved: z.number().int().min(0) });
export const emailAnnouncementResponse = z.strictObject({
  /** The confirmed peers of the announcement's cohorts, sorted by last name. */
  recipients: z.array(z.strictObject({ id: idField, name: z.string() })),
  sent: z.boolean(),
});
/** An iCalendar file (text/calendar). */
export const icsResponse = z.string().startsWith('BEGIN:VCALENDAR');

/** GET /api/user/surveys: the caller's surveys with their status (docs/surveys.md). */
export const userSurveysResponse = z.strictObject({
  surveys: z.array(
    z.strictObject({
      id: idField,
      kind: z.enum(SURVEY_KINDS),
      route: z.string().nullable(),
      title: z.string(),
      status: z.enum(SURVEY_STATUSES),
      opens_at: apiDate,
      closes_at: apiDate,
    }),
  ),
});

/** GET /api/facilitator/surveys/:id/responses: the submitted answers, and who owes one (docs/surveys-staff.md). */
export const surveyResponsesResponse = z.strictObject({
  responses: z.array(
    z.strictObject({
      user_id: idField,
      submitted_at: apiDate,
      answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.boolean()])),
    }),
  ),
  non_respondents: z.array(idField),
});
/** POST /api/facilitator/surveys/:id/remind: how many reminders were queued. */
export const remindSurveyResponse = z.strictObject({ sent: z.number().int().min(0) });
/** POST .../responses/:user_id/reject: the rejected response. */
export const rejectSurveyResponseResponse = z.strictObject({ id: idField, status: z.literal('rejected') });

/** POST /api/facilitator/users/invite: who was invited, and each refused row (from 1) with why (docs/users.md). */
export const inviteUsersResponse = z.strictObject({
  invited: z.array(idField),
  rejected: z.array(z.strictObject({ row: z.number().int().min(1), error: z.string() })),
});
/** POST /api/facilitator/cohorts/:id/graduate: the people moved to the alumni cohort. */
export const graduateCohortResponse = z.strictObject({ graduated: z.array(idField) });
