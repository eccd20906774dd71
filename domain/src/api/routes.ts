/**
 * The endpoint table's routing columns: method, path and who may call, per endpoint. Kept free of
 * zod so the browser's production bundle can call the API without shipping the schemas;
 * endpoints.ts adds the schemas to each row, and is the table everything else reads.
 */
import type { AuditAction } from '../audit/audit-log.ts';

/** Paths containing this need no bearer token (spec section 7); every other path does. */
export const PUBLIC_API_PREFIX = '/api/public';

/** Who may call: anyone, any signed-in person, facilitators and admins, or admins only. */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export interface Route {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** May hold `:name` parameters, filled from the call's `params`. */
  path: `/api/${string}`;
  access: Access;
  /** The success status when it is not 200 (201 for a creation). */
  status?: 201 | 202;
  /**
   * 'ics': the answer is a text/calendar file instead of JSON; 'pdf': an application/pdf file;
   * 'json-file': JSON, sent as a file to save (content-disposition: attachment); 'csv': a text/csv
   * file to save.
   */
  format?: 'ics' | 'pdf' | 'json-file' | 'csv';
  /**
   * The limit that may answer 429 with Retry-After (domain/src/limits.ts; docs/decisions.md
   * "Limits"): 'address' LIMITS.publicPerAddress requests a minute from one address (counted before
   * anything else); 'survey' one "Remind now" an hour per survey; 'group_day' the group's daily
   * e-mail recipients.
   */
  limit?: 'address' | 'survey' | 'group_day';
  /**
   * A staff write: the audit log's action for it. Every call that succeeds leaves exactly one
   * entry, staged in the write's own batch or transaction (functions/src/data/audit/audit-log.ts).
   */
  audit?: AuditAction;
}

export const routes = {
  health: { method: 'GET', path: '/api/public/health', access: 'public' },
  user: { method: 'GET', path: '/api/shared/user', access: 'signedIn' },
  userInfo: { method: 'PUT', path: '/api/shared/user_info', access: 'signedIn' },
  // The person's own account (docs/account.md).
  myData: { method: 'GET', path: '/api/shared/my_data', access: 'signedIn', format: 'json-file' },
  signOutEverywhere: { method: 'POST', path: '/api/shared/sign_out_everywhere', access: 'signedIn' },
  // Reports (docs/reports.md).
  reportAttendance: { method: 'GET', path: '/api/facilitator/reports/attendance', access: 'staff', format: 'csv' },
  activities: { method: 'GET', path: '/api/shared/activities', access: 'signedIn' },
  groups: { method: 'GET', path: '/api/admin/groups', access: 'admin' },
  cohorts: { method: 'GET', path: '/api/facilitator/cohorts', access: 'staff' },
  sandboxData: { method: 'GET', path: '/api/facilitator/sandbox_data', access: 'staff' },
  // The caller's private sandbox (docs/sandbox.md): opened (made from the template the first time), or remade.
  openSandbox: { method: 'POST', path: '/api/facilitator/sandbox', access: 'staff' },
  resetSandbox: { method: 'POST', path: '/api/facilitator/sandbox/reset', access: 'staff', audit: 'sandbox.reset' },
  users: { method: 'GET', path: '/api/facilitator/users', access: 'staff' },
  sharedCohorts: { method: 'GET', path: '/api/user/shared_cohorts', access: 'signedIn' },
  events: { method: 'GET', path: '/api/user/events', access: 'signedIn' },
  attendance: { method: 'GET', path: '/api/user/attendance', access: 'signedIn' },
  announcements: { method: 'GET', path: '/api/user/announcements', access: 'signedIn' },
  setting: { method: 'GET', path: '/api/user/setting', access: 'signedIn' },
  // Certificate requirements and status (docs/certificate.md).
  updateSetting: { method: 'PUT', path: '/api/facilitator/setting', access: 'staff', audit: 'settings.certificate' },
  certificateStatus: { method: 'GET', path: '/api/shared/certificate_status', access: 'signedIn' },
  // Events, attendance and check-in (docs/events.md).
  createEvent: { method: 'POST', path: '/api/facilitator/events', access: 'staff', status: 201, audit: 'event.create' },
  updateEvent: { method: 'PUT', path: '/api/facilitator/events/:id', access: 'staff', audit: 'event.update' },
  deleteEvent: { method: 'DELETE', path: '/api/facilitator/events/:id', access: 'staff', audit: 'event.delete' },
  duplicateEvent: {
    method: 'POST',
    path: '/api/facilitator/events/:id/duplicate',
    access: 'staff',
    status: 201,
    audit: 'event.duplicate',
  },
  markAttendance: { method: 'PUT', path: '/api/facilitator/attendance', access: 'staff', audit: 'attendance.mark' },
  clearAttendance: {
    method: 'DELETE',
    path: '/api/facilitator/attendance',
    access: 'staff',
    audit: 'attendance.clear',
  },
  checkInCode: {
    method: 'GET',
    path: '/api/facilitator/events/:id/check_in_code',
    access: 'staff',
    audit: 'check_in_code.show',
  },
  emailParticipants: {
    method: 'POST',
    path: '/api/facilitator/events/:id/email',
    access: 'staff',
    audit: 'event.email',
  },
  checkIn: { method: 'POST', path: '/api/user/check_in', access: 'signedIn' },
  sendApology: { method: 'POST', path: '/api/user/apologies', access: 'signedIn', status: 201 },
  eventIcs: { method: 'GET', path: '/api/user/events/:id/ics', access: 'signedIn', format: 'ics' },
  calendarFeed: { method: 'GET', path: '/api/user/calendar_feed', access: 'signedIn' },
  renewCalendarFeed: { method: 'POST', path: '/api/user/calendar_feed', access: 'signedIn' },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/user/calendar_feed', access: 'signedIn' },
  calendarFeedFile: {
    method: 'GET',
    path: '/api/public/calendar/:file',
    access: 'public',
    format: 'ics',
    limit: 'address',
  },
  // Issued certificates (docs/certificate-issuing.md).
  verifyCertificate: { method: 'GET', path: '/api/public/certificates/:id', access: 'public', limit: 'address' },
  certificatePdf: { method: 'GET', path: '/api/user/certificates/:id/pdf', access: 'signedIn', format: 'pdf' },
  // Announcements (docs/announcements.md). `order` is registered before `:id`, so Express never
  // takes "order" for an id.
  createAnnouncement: {
    method: 'POST',
    path: '/api/facilitator/announcements',
    access: 'staff',
    status: 201,
    audit: 'announcement.create',
  },
  reorderAnnouncements: {
    method: 'PUT',
    path: '/api/facilitator/announcements/order',
    access: 'staff',
    audit: 'announcement.reorder',
  },
  updateAnnouncement: {
    method: 'PUT',
    path: '/api/facilitator/announcements/:id',
    access: 'staff',
    audit: 'announcement.update',
  },
  deleteAnnouncement: {
    method: 'DELETE',
    path: '/api/facilitator/announcements/:id',
    access: 'staff',
    audit: 'announcement.delete',
  },
  emailAnnouncement: {
    method: 'POST',
    path: '/api/facilitator/announcements/:id/email',
    access: 'staff',
    limit: 'group_day',
    audit: 'announcement.email',
  },
  // The resources library (docs/resources.md). `order` is registered before `:id`.
  createResource: {
    method: 'POST',
    path: '/api/facilitator/resources',
    access: 'staff',
    status: 201,
    audit: 'resource.create',
  },
  reorderResources: {
    method: 'PUT',
    path: '/api/facilitator/resources/order',
    access: 'staff',
    audit: 'resource.reorder',
  },
  updateResource: { method: 'PUT', path: '/api/facilitator/resources/:id', access: 'staff', audit: 'resource.update' },
  deleteResource: {
    method: 'DELETE',
    path: '/api/facilitator/resources/:id',
    access: 'staff',
    audit: 'resource.delete',
  },
  // Surveys, peer side (docs/surveys.md).
  userSurveys: { method: 'GET', path: '/api/user/surveys', access: 'signedIn' },
  // Surveys, staff side (docs/surveys-staff.md).
  createSurvey: {
    method: 'POST',
    path: '/api/facilitator/surveys',
    access: 'staff',
    status: 201,
    audit: 'survey.create',
  },
  updateSurvey: { method: 'PUT', path: '/api/facilitator/surveys/:id', access: 'staff', audit: 'survey.update' },
  deleteSurvey: { method: 'DELETE', path: '/api/facilitator/surveys/:id', access: 'staff', audit: 'survey.delete' },
  surveyResponses: { method: 'GET', path: '/api/facilitator/surveys/:id/responses', access: 'staff' },
  remindSurvey: {
    method: 'POST',
    path: '/api/facilitator/surveys/:id/remind',
    access: 'staff',
    limit: 'survey',
    audit: 'survey.remind',
  },
  rejectSurveyResponse: {
    method: 'POST',
    path: '/api/facilitator/surveys/:id/responses/:user_id/reject',
    access: 'staff',
    audit: 'survey.reject_response',
  },
  // Matching (docs/matching.md).
  createMatchingRound: {
    method: 'POST',
    path: '/api/facilitator/matching/rounds',
    access: 'staff',
    status: 201,
    audit: 'matching.create',
  },
  rerunMatchingRound: {
    method: 'PUT',
    path: '/api/facilitator/matching/rounds/:id',
    access: 'staff',
    audit: 'matching.rerun',
  },
  arrangeMatchingRound: {
    method: 'PUT',
    path: '/api/facilitator/matching/rounds/:id/groups',
    access: 'staff',
    audit: 'matching.arrange',
  },
  publishMatchingRound: {
    method: 'POST',
    path: '/api/facilitator/matching/rounds/:id/publish',
    access: 'staff',
    audit: 'matching.publish',
  },
  emailMatchingRound: {
    method: 'POST',
    path: '/api/facilitator/matching/rounds/:id/email',
    access: 'staff',
    audit: 'matching.email',
  },
  // Group e-mails (docs/emails.md). `preview` is registered before `:id`.
  sendGroupEmail: {
    method: 'POST',
    path: '/api/facilitator/emails',
    access: 'staff',
    status: 202,
    limit: 'group_day',
    audit: 'group_email.send',
  },
  previewGroupEmail: { method: 'POST', path: '/api/facilitator/emails/preview', access: 'staff' },
  cancelGroupEmail: {
    method: 'DELETE',
    path: '/api/facilitator/emails/:id',
    access: 'staff',
    audit: 'group_email.cancel',
  },
  // People (docs/users.md).
  inviteUsers: { method: 'POST', path: '/api/facilitator/users/invite', access: 'staff', audit: 'people.invite' },
  updateUser: { method: 'PUT', path: '/api/facilitator/users/:id', access: 'staff', audit: 'people.update' },
  graduateCohort: {
    method: 'POST',
    path: '/api/facilitator/cohorts/:id/graduate',
    access: 'staff',
    audit: 'cohort.graduate',
  },
  // Editable pages and e-mail templates (docs/pages.md).
  savePage: { method: 'PUT', path: '/api/facilitator/pages/:key', access: 'staff', audit: 'page.save' },
  restorePage: { method: 'POST', path: '/api/facilitator/pages/:key/restore', access: 'staff', audit: 'page.restore' },
  facilitators: { method: 'GET', path: '/api/user/facilitators', access: 'signedIn' },
  // A group's program settings: name, contact, reminder schedule (docs/settings.md).
  programSettings: { method: 'GET', path: '/api/facilitator/settings/program', access: 'staff' },
  saveProgramSettings: {
    method: 'PUT',
    path: '/api/facilitator/settings/program',
    access: 'staff',
    audit: 'settings.program',
  },
  createCohort: {
    method: 'POST',
    path: '/api/facilitator/settings/cohorts',
    access: 'staff',
    status: 201,
    audit: 'cohort.create',
  },
  // The audit log of a group's staff writes (issue 24, docs/audit-log.md).
  auditLog: { method: 'GET', path: '/api/facilitator/audit_log', access: 'staff' },
  updateCohort: {
    method: 'PUT',
    path: '/api/facilitator/settings/cohorts/:id',
    access: 'staff',
    audit: 'cohort.update',
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
