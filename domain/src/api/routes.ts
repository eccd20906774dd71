/**
 * The endpoint table's routing columns: method, path and who may call, per endpoint. Kept free of
 * zod so the browser's production bundle can call the API without shipping the schemas;
 * endpoints.ts adds the schemas to each row, and is the table everything else reads.
 */

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
  resetSandbox: { method: 'POST', path: '/api/facilitator/sandbox/reset', access: 'staff' },
  users: { method: 'GET', path: '/api/facilitator/users', access: 'staff' },
  sharedCohorts: { method: 'GET', path: '/api/user/shared_cohorts', access: 'signedIn' },
  events: { method: 'GET', path: '/api/user/events', access: 'signedIn' },
  attendance: { method: 'GET', path: '/api/user/attendance', access: 'signedIn' },
  announcements: { method: 'GET', path: '/api/user/announcements', access: 'signedIn' },
  setting: { method: 'GET', path: '/api/user/setting', access: 'signedIn' },
  // Certificate requirements and status (docs/certificate.md).
  updateSetting: { method: 'PUT', path: '/api/facilitator/setting', access: 'staff' },
  certificateStatus: { method: 'GET', path: '/api/shared/certificate_status', access: 'signedIn' },
  // Events, attendance and check-in (docs/events.md).
  createEvent: { method: 'POST', path: '/api/facilitator/events', access: 'staff', status: 201 },
  updateEvent: { method: 'PUT', path: '/api/facilitator/events/:id', access: 'staff' },
  deleteEvent: { method: 'DELETE', path: '/api/facilitator/events/:id', access: 'staff' },
  duplicateEvent: { method: 'POST', path: '/api/facilitator/events/:id/duplicate', access: 'staff', status: 201 },
  markAttendance: { method: 'PUT', path: '/api/facilitator/attendance', access: 'staff' },
  clearAttendance: { method: 'DELETE', path: '/api/facilitator/attendance', access: 'staff' },
  checkInCode: { method: 'GET', path: '/api/facilitator/events/:id/check_in_code', access: 'staff' },
  emailParticipants: { method: 'POST', path: '/api/facilitator/events/:id/email', access: 'staff' },
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
  createAnnouncement: { method: 'POST', path: '/api/facilitator/announcements', access: 'staff', status: 201 },
  reorderAnnouncements: { method: 'PUT', path: '/api/facilitator/announcements/order', access: 'staff' },
  updateAnnouncement: { method: 'PUT', path: '/api/facilitator/announcements/:id', access: 'staff' },
  deleteAnnouncement: { method: 'DELETE', path: '/api/facilitator/announcements/:id', access: 'staff' },
  emailAnnouncement: {
    method: 'POST',
    path: '/api/facilitator/announcements/:id/email',
    access: 'staff',
    limit: 'group_day',
  },
  // The resources library (docs/resources.md). `order` is registered before `:id`.
  createResource: { method: 'POST', path: '/api/facilitator/resources', access: 'staff', status: 201 },
  reorderResources: { method: 'PUT', path: '/api/facilitator/resources/order', access: 'staff' },
  updateResource: { method: 'PUT', path: '/api/facilitator/resources/:id', access: 'staff' },
  deleteResource: { method: 'DELETE', path: '/api/facilitator/resources/:id', access: 'staff' },
  // Surveys, peer side (docs/surveys.md).
  userSurveys: { method: 'GET', path: '/api/user/surveys', access: 'signedIn' },
  // Surveys, staff side (docs/surveys-staff.md).
  createSurvey: { method: 'POST', path: '/api/facilitator/surveys', access: 'staff', status: 201 },
  updateSurvey: { method: 'PUT', path: '/api/facilitator/surveys/:id', access: 'staff' },
  deleteSurvey: { method: 'DELETE', path: '/api/facilitator/surveys/:id', access: 'staff' },
  surveyResponses: { method: 'GET', path: '/api/facilitator/surveys/:id/responses', access: 'staff' },
  remindSurvey: { method: 'POST', path: '/api/facilitator/surveys/:id/remind', access: 'staff', limit: 'survey' },
  rejectSurveyResponse: {
    method: 'POST',
    path: '/api/facilitator/surveys/:id/responses/:user_id/reject',
    access: 'staff',
  },
  // Matching (docs/matching.md).
  createMatchingRound: { method: 'POST', path: '/api/facilitator/matching/rounds', access: 'staff', status: 201 },
  rerunMatchingRound: { method: 'PUT', path: '/api/facilitator/matching/rounds/:id', access: 'staff' },
  arrangeMatchingRound: { method: 'PUT', path: '/api/facilitator/matching/rounds/:id/groups', access: 'staff' },
  publishMatchingRound: { method: 'POST', path: '/api/facilitator/matching/rounds/:id/publish', access: 'staff' },
  emailMatchingRound: { method: 'POST', path: '/api/facilitator/matching/rounds/:id/email', access: 'staff' },
  // Group e-mails (docs/emails.md). `preview` is registered before `:id`.
  sendGroupEmail: {
    method: 'POST',
    path: '/api/facilitator/emails',
    access: 'staff',
    status: 202,
    limit: 'group_day',
  },
  previewGroupEmail: { method: 'POST', path: '/api/facilitator/emails/preview', access: 'staff' },
  cancelGroupEmail: { method: 'DELETE', path: '/api/facilitator/emails/:id', access: 'staff' },
  // People (docs/users.md).
  inviteUsers: { method: 'POST', path: '/api/facilitator/users/invite', access: 'staff' },
  updateUser: { method: 'PUT', path: '/api/facilitator/users/:id', access: 'staff' },
  graduateCohort: { method: 'POST', path: '/api/facilitator/cohorts/:id/graduate', access: 'staff' },
  // Editable pages and e-mail templates (docs/pages.md).
  savePage: { method: 'PUT', path: '/api/facilitator/pages/:key', access: 'staff' },
  restorePage: { method: 'POST', path: '/api/facilitator/pages/:key/restore', access: 'staff' },
  facilitators: { method: 'GET', path: '/api/user/facilitators', access: 'signedIn' },
  // A group's program settings: name, contact, reminder schedule (docs/settings.md).
  programSettings: { method: 'GET', path: '/api/facilitator/settings/program', access: 'staff' },
  saveProgramSettings: { method: 'PUT', path: '/api/facilitator/settings/program', access: 'staff' },
  createCohort: { method: 'POST', path: '/api/facilitator/settings/cohorts', access: 'staff', status: 201 },
  updateCohort: { method: 'PUT', path: '/api/facilitator/settings/cohorts/:id', access: 'staff' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
