/** Entry point: exports only the functions Firebase deploys (sizes: config/function-options.ts). */
// First: the defaults must be set before any function below is defined.
import './config/global-options.ts';
import { onRequest } from 'firebase-functions/v2/https';
import { API_OPTIONS, PUBLIC_API_OPTIONS } from './config/function-options.ts';
import { createApp, createPublicApp } from './http/app.ts';

export const api = onRequest(API_OPTIONS, createApp());
export const publicApi = onRequest(PUBLIC_API_OPTIONS, createPublicApp());
export { onAttendanceWritten } from './triggers/activity-counts.ts';
export { onActivitiesWritten } from './triggers/activities.ts';
export { onEventWritten } from './triggers/event-copies.ts';
export { onUserWritten } from './triggers/person-copies.ts';
export { onMailQueued } from './triggers/mail-outbox.ts';
export { onCertificateSettingsWritten } from './triggers/certificates.ts';
// Task queues: long work one item per task (config/function-options.ts).
export { recheckCertificates } from './triggers/certificate-recheck.ts';
export { sendInvitation } from './triggers/invitations.ts';
export { remindSurveyNonRespondents } from './triggers/survey-reminders.ts';
export { onSurveyResponseWritten, onSurveyWritten, onCohortCalendarWrittenSurveys } from './triggers/surveys.ts';
export { sendScheduledGroupEmails } from './triggers/group-emails.ts';
export { onDiscussionPostWritten, onDiscussionThreadDeleted, sendDiscussionDigest } from './triggers/discussion.ts';
