/**
 * The API, one row per endpoint: method, path, who may call it, and the zod schemas of its query,
 * body and response. The Express app registers its routes from this table
 * (functions/src/http/register.ts), the web client is generated from it (web/src/lib/api.ts), and
 * the API suite checks every answer against it. A new endpoint is added here first.
 */
import type { z } from 'zod';
import { eventBody } from '../events/event-input.ts';
import { certificateParams, pdfResponse, verifyCertificateResponse } from '../certificate/certificate-api.ts';
import { certificateStatusQuery, settingBody } from '../certificate/certificate-settings.ts';
import { announcementBody, reorderAnnouncementsBody } from '../community/announcement-input.ts';
import { rejectSurveyResponseBody, surveyBody } from '../surveys/survey-input.ts';
import { reorderResourcesBody, reorderResourcesResponse, resourceBody } from '../community/resources.ts';
import { inviteUsersBody, updateUserBody } from '../people/user-admin.ts';
import {
  arrangeMatchingGroupsBody,
  createMatchingRoundBody,
  matchingRunBody,
  publishMatchingRoundResponse,
} from '../matching/matching-api.ts';
import { myDataResponse, signOutEverywhereResponse } from '../people/account-api.ts';
import { auditLogQuery, auditLogResponse } from '../audit/audit-log-api.ts';
import { csvResponse, reportAttendanceQuery } from '../reports/reports-api.ts';
import {
  emailMatchingRoundBody,
  emailMatchingRoundResponse,
  groupEmailBody,
  groupEmailPreviewBody,
  groupEmailPreviewResponse,
  groupEmailResponse,
} from '../email/group-emails.ts';
import {
  facilitatorsQuery,
  facilitatorsResponse,
  pageKeyParams,
  restorePageBody,
  savePageBody,
  savePageResponse,
} from '../program/page-content.ts';
import { programSettingsBody, programSettingsQuery, programSettingsResponse } from '../program/group-settings.ts';
import { cohortResponse, createCohortBody, updateCohortBody } from '../program/group-settings-cohorts.ts';
import {
  activitiesQuery,
  apologyBody,
  emailAnnouncementBody,
  checkInBody,
  clearAttendanceQuery,
  emailParticipantsBody,
  feedParams,
  idParams,
  surveyPersonParams,
  markAttendanceBody,
  announcementsQuery,
  attendanceQuery,
  cohortsQuery,
  emptyQuery,
  eventsQuery,
  facilitatorUsersQuery,
  settingQuery,
  sharedCohortsQuery,
  userInfoBody,
  userQuery,
} from '../api-schemas.ts';
import {
  calendarFeedResponse,
  graduateCohortResponse,
  inviteUsersResponse,
  certificateStatusResponse,
  emailAnnouncementResponse,
  reorderAnnouncementsResponse,
  rejectSurveyResponseResponse,
  remindSurveyResponse,
  surveyResponsesResponse,
  userSurveysResponse,
  checkInCodeResponse,
  checkInResponse,
  emailParticipantsResponse,
  icsResponse,
  idResponse,
  markAttendanceResponse,
  revokeCalendarFeedResponse,
  activitiesResponse,
  announcementsResponse,
  attendanceResponse,
  cohortsResponse,
  eventsResponse,
  groupsResponse,
  healthResponse,
  sandboxDataResponse,
  sandboxResponse,
  readSettingResponse,
  settingResponse,
  sharedCohortsResponse,
  userInfoResponse,
  usersResponse,
  userWire,
} from './responses.ts';
import { routes, type Route, type RouteName } from './routes.ts';

export interface Endpoint extends Route {
  /** The path's `:name` parameters. */
  params?: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const endpoints = {
  health: {
    ...routes.health,
    query: emptyQuery,
    response: healthResponse,
  },
  user: {
    ...routes.user,
    query: userQuery,
    response: userWire,
  },
  userInfo: {
    ...routes.userInfo,
    query: emptyQuery,
    body: userInfoBody,
    response: userInfoResponse,
  },
  myData: { ...routes.myData, query: emptyQuery, response: myDataResponse },
  signOutEverywhere: { ...routes.signOutEverywhere, query: emptyQuery, response: signOutEverywhereResponse },
  reportAttendance: { ...routes.reportAttendance, query: reportAttendanceQuery, response: csvResponse },
  activities: {
    ...routes.activities,
    query: activitiesQuery,
    response: activitiesResponse,
  },
  groups: {
    ...routes.groups,
    query: emptyQuery,
    response: groupsResponse,
  },
  cohorts: {
    ...routes.cohorts,
    query: cohortsQuery,
    response: cohortsResponse,
  },
  sandboxData: {
    ...routes.sandboxData,
    query: emptyQuery,
    response: sandboxDataResponse,
  },
  openSandbox: { ...routes.openSandbox, query: emptyQuery, response: sandboxResponse },
  resetSandbox: { ...routes.resetSandbox, query: emptyQuery, response: sandboxResponse },
  users: {
    ...routes.users,
    query: facilitatorUsersQuery,
    response: usersResponse,
  },
  sharedCohorts: {
    ...routes.sharedCohorts,
    query: sharedCohortsQuery,
    response: sharedCohortsResponse,
  },
  events: {
    ...routes.events,
    query: eventsQuery,
    response: eventsResponse,
  },
  attendance: {
    ...routes.attendance,
    query: attendanceQuery,
    response: attendanceResponse,
  },
  announcements: {
    ...routes.announcements,
    query: announcementsQuery,
    response: announcementsResponse,
  },
  setting: {
    ...routes.setting,
    query: settingQuery,
    response: readSettingResponse,
  },
  updateSetting: { ...routes.updateSetting, query: emptyQuery, body: settingBody, response: settingResponse },
  certificateStatus: {
    ...routes.certificateStatus,
    query: certificateStatusQuery,
    response: certificateStatusResponse,
  },
  createEvent: { ...routes.createEvent, query: emptyQuery, body: eventBody, response: idResponse },
  updateEvent: { ...routes.updateEvent, params: idParams, query: emptyQuery, body: eventBody, response: idResponse },
  deleteEvent: { ...routes.deleteEvent, params: idParams, query: emptyQuery, response: idResponse },
  duplicateEvent: { ...routes.duplicateEvent, params: idParams, query: emptyQuery, response: idResponse },
  markAttendance: {
    ...routes.markAttendance,
    query: emptyQuery,
    body: markAttendanceBody,
    response: markAttendanceResponse,
  },
  clearAttendance: { ...routes.clearAttendance, query: clearAttendanceQuery, response: markAttendanceResponse },
  checkInCode: { ...routes.checkInCode, params: idParams, query: emptyQuery, response: checkInCodeResponse },
  emailParticipants: {
    ...routes.emailParticipants,
    params: idParams,
    query: emptyQuery,
    body: emailParticipantsBody,
    response: emailParticipantsResponse,
  },
  checkIn: { ...routes.checkIn, query: emptyQuery, body: checkInBody, response: checkInResponse },
  sendApology: { ...routes.sendApology, query: emptyQuery, body: apologyBody, response: idResponse },
  eventIcs: { ...routes.eventIcs, params: idParams, query: emptyQuery, response: icsResponse },
  calendarFeed: { ...routes.calendarFeed, query: emptyQuery, response: calendarFeedResponse },
  renewCalendarFeed: { ...routes.renewCalendarFeed, query: emptyQuery, response: calendarFeedResponse },
  revokeCalendarFeed: { ...routes.revokeCalendarFeed, query: emptyQuery, response: revokeCalendarFeedResponse },
  calendarFeedFile: { ...routes.calendarFeedFile, params: feedParams, query: emptyQuery, response: icsResponse },
  verifyCertificate: {
    ...routes.verifyCertificate,
    params: certificateParams,
    query: emptyQuery,
    response: verifyCertificateResponse,
  },
  certificatePdf: { ...routes.certificatePdf, params: certificateParams, query: emptyQuery, response: pdfResponse },
  createAnnouncement: { ...routes.createAnnouncement, query: emptyQuery, body: announcementBody, response: idResponse },
  reorderAnnouncements: {
    ...routes.reorderAnnouncements,
    query: emptyQuery,
    body: reorderAnnouncementsBody,
    response: reorderAnnouncementsResponse,
  },
  updateAnnouncement: {
    ...routes.updateAnnouncement,
    params: idParams,
    query: emptyQuery,
    body: announcementBody,
    response: idResponse,
  },
  deleteAnnouncement: { ...routes.deleteAnnouncement, params: idParams, query: emptyQuery, response: idResponse },
  emailAnnouncement: {
    ...routes.emailAnnouncement,
    params: idParams,
    query: emptyQuery,
    body: emailAnnouncementBody,
    response: emailAnnouncementResponse,
  },
  createResource: { ...routes.createResource, query: emptyQuery, body: resourceBody, response: idResponse },
  reorderResources: {
    ...routes.reorderResources,
    query: emptyQuery,
    body: reorderResourcesBody,
    response: reorderResourcesResponse,
  },
  updateResource: {
    ...routes.updateResource,
    params: idParams,
    query: emptyQuery,
    body: resourceBody,
    response: idResponse,
  },
  deleteResource: { ...routes.deleteResource, params: idParams, query: emptyQuery, response: idResponse },
  userSurveys: { ...routes.userSurveys, query: emptyQuery, response: userSurveysResponse },
  createSurvey: { ...routes.createSurvey, query: emptyQuery, body: surveyBody, response: idResponse },
  updateSurvey: { ...routes.updateSurvey, params: idParams, query: emptyQuery, body: surveyBody, response: idResponse },
  deleteSurvey: { ...routes.deleteSurvey, params: idParams, query: emptyQuery, response: idResponse },
  surveyResponses: {
    ...routes.surveyResponses,
    params: idParams,
    query: emptyQuery,
    response: surveyResponsesResponse,
  },
  remindSurvey: { ...routes.remindSurvey, params: idParams, query: emptyQuery, response: remindSurveyResponse },
  rejectSurveyResponse: {
    ...routes.rejectSurveyResponse,
    params: surveyPersonParams,
    query: emptyQuery,
    body: rejectSurveyResponseBody,
    response: rejectSurveyResponseResponse,
  },
  createMatchingRound: {
    ...routes.createMatchingRound,
    query: emptyQuery,
    body: createMatchingRoundBody,
    response: idResponse,
  },
  rerunMatchingRound: {
    ...routes.rerunMatchingRound,
    params: idParams,
    query: emptyQuery,
    body: matchingRunBody,
    response: idResponse,
  },
  arrangeMatchingRound: {
    ...routes.arrangeMatchingRound,
    params: idParams,
    query: emptyQuery,
    body: arrangeMatchingGroupsBody,
    response: idResponse,
  },
  publishMatchingRound: {
    ...routes.publishMatchingRound,
    params: idParams,
    query: emptyQuery,
    response: publishMatchingRoundResponse,
  },
  emailMatchingRound: {
    ...routes.emailMatchingRound,
    params: idParams,
    query: emptyQuery,
    body: emailMatchingRoundBody,
    response: emailMatchingRoundResponse,
  },
  sendGroupEmail: { ...routes.sendGroupEmail, query: emptyQuery, body: groupEmailBody, response: groupEmailResponse },
  previewGroupEmail: {
    ...routes.previewGroupEmail,
    query: emptyQuery,
    body: groupEmailPreviewBody,
    response: groupEmailPreviewResponse,
  },
  cancelGroupEmail: { ...routes.cancelGroupEmail, params: idParams, query: emptyQuery, response: idResponse },
  inviteUsers: { ...routes.inviteUsers, query: emptyQuery, body: inviteUsersBody, response: inviteUsersResponse },
  updateUser: { ...routes.updateUser, params: idParams, query: emptyQuery, body: updateUserBody, response: userWire },
  graduateCohort: { ...routes.graduateCohort, params: idParams, query: emptyQuery, response: graduateCohortResponse },
  savePage: {
    ...routes.savePage,
    params: pageKeyParams,
    query: emptyQuery,
    body: savePageBody,
    response: savePageResponse,
  },
  restorePage: {
    ...routes.restorePage,
    params: pageKeyParams,
    query: emptyQuery,
    body: restorePageBody,
    response: savePageResponse,
  },
  facilitators: { ...routes.facilitators, query: facilitatorsQuery, response: facilitatorsResponse },
  programSettings: { ...routes.programSettings, query: programSettingsQuery, response: programSettingsResponse },
  saveProgramSettings: {
    ...routes.saveProgramSettings,
    query: emptyQuery,
    body: programSettingsBody,
    response: programSettingsResponse,
  },
  auditLog: { ...routes.auditLog, query: auditLogQuery, response: auditLogResponse },
  createCohort: { ...routes.createCohort, query: emptyQuery, body: createCohortBody, response: cohortResponse },
  updateCohort: {
    ...routes.updateCohort,
    params: idParams,
    query: emptyQuery,
    body: updateCohortBody,
    response: cohortResponse,
  },
} as const satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What a caller sends: the path parameters', query's and body's input types (before the schema's transforms). */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What a caller gets back, dates as Dates. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
/** What a handler returns before encoding: the same, dates as Dates. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
