/** Entry point: exports only the functions Firebase deploys. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app.ts';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ invoker: 'public' }, createApp());
export { onAttendanceWritten } from './triggers/activity-counts.ts';
export { onActivitiesWritten } from './triggers/activities.ts';
export { onEventWritten } from './triggers/event-copies.ts';
export { onUserWritten } from './triggers/person-copies.ts';
export { onMailQueued } from './triggers/mail-outbox.ts';
export { onCertificateSettingsWritten } from './triggers/certificates.ts';
export { remindSurveyNonRespondents } from './triggers/survey-reminders.ts';
export { onSurveyResponseWritten, onSurveyWritten, onCohortCalendarWrittenSurveys } from './triggers/surveys.ts';
export { sendScheduledGroupEmails } from './triggers/group-emails.ts';
export { onDiscussionPostWritten, onDiscussionThreadDeleted, sendDiscussionDigest } from './triggers/discussion.ts';
