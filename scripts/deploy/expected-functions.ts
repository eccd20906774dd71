/**
 * What a deploy must create, written out by hand so that `npm run deploy:check` notices a function
 * that went missing, moved region or changed size (functions/src/config/function-options.ts says why
 * each is sized as it is). Change this table in the same commit as the function.
 */
export type ExpectedTrigger =
  | { kind: 'https' }
  | { kind: 'firestore'; event: 'created' | 'written' | 'deleted'; document: string }
  | { kind: 'schedule'; schedule: string }
  | {
      kind: 'task';
      /** The queue's retryConfig.maxAttempts and rateLimits (function-options.ts says why). */
      maxAttempts: number;
      maxConcurrentDispatches: number;
      maxDispatchesPerSecond: number;
    };

export type ExpectedFunction = ExpectedTrigger & {
  region: string;
  memoryMb: number;
  timeoutSeconds: number;
  maxInstances: number;
  /** Requests one instance serves at once (null: the platform's default of one for small CPUs). */
  concurrency: number | null;
  secrets?: string[];
};

const REGION = 'us-central1';
const trigger = (event: 'created' | 'written' | 'deleted', document: string): ExpectedFunction => ({
  kind: 'firestore',
  event,
  document,
  region: REGION,
  memoryMb: 256,
  timeoutSeconds: 60,
  maxInstances: 20,
  concurrency: null,
});
const schedule = (when: string): ExpectedFunction => ({
  kind: 'schedule',
  schedule: when,
  region: REGION,
  memoryMb: 512,
  timeoutSeconds: 540,
  maxInstances: 1,
  concurrency: null,
});

export const EXPECTED_FUNCTIONS: Record<string, ExpectedFunction> = {
  api: { kind: 'https', region: REGION, memoryMb: 512, timeoutSeconds: 60, maxInstances: 20, concurrency: 80 },
  publicApi: { kind: 'https', region: REGION, memoryMb: 256, timeoutSeconds: 30, maxInstances: 3, concurrency: 80 },
  onAttendanceWritten: trigger('written', 'attendance/{recordId}'),
  onActivitiesWritten: trigger('written', 'activities/{uid}'),
  onCertificateSettingsWritten: trigger('written', 'groups/{groupId}/settings/{setting}'),
  onEventWritten: trigger('written', 'events/{eventId}'),
  onUserWritten: trigger('written', 'users/{uid}'),
  onSurveyResponseWritten: trigger('written', 'survey_responses/{responseId}'),
  onSurveyWritten: trigger('written', 'surveys/{surveyId}'),
  onCohortCalendarWrittenSurveys: trigger('written', 'cohort_calendars/{cohortId}'),
  onDiscussionPostWritten: trigger('written', 'discussion_posts/{postId}'),
  onDiscussionThreadDeleted: trigger('deleted', 'discussion_threads/{threadId}'),
  onMailQueued: {
    kind: 'firestore',
    event: 'created',
    document: 'mail/{messageId}',
    region: REGION,
    memoryMb: 256,
    timeoutSeconds: 300,
    maxInstances: 2,
    concurrency: 20,
    secrets: ['SMTP_PASSWORD'],
  },
  remindSurveyNonRespondents: schedule('every day 09:00'),
  sendDiscussionDigest: schedule('every day 07:00'),
  sendScheduledGroupEmails: schedule('every 1 minutes'),
  sendInvitation: {
    kind: 'task',
    maxAttempts: 5,
    maxConcurrentDispatches: 4,
    maxDispatchesPerSecond: 5,
    region: REGION,
    memoryMb: 256,
    timeoutSeconds: 60,
    maxInstances: 4,
    concurrency: null,
  },
  recheckCertificates: {
    kind: 'task',
    maxAttempts: 5,
    maxConcurrentDispatches: 2,
    maxDispatchesPerSecond: 2,
    region: REGION,
    memoryMb: 256,
    timeoutSeconds: 120,
    maxInstances: 2,
    concurrency: null,
  },
};

/** The settings a real project gives before its first deploy (functions/src/config/params.ts). */
export const EXPECTED_PARAMS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'MAIL_FROM', 'PUBLIC_APP_URL', 'APP_CHECK'];
export const EXPECTED_SECRETS = ['SMTP_PASSWORD'];

/** Cloud Run functions runtimes that accept new deploys (Node.js 20 was decommissioned on 2026-10-30). */
export const SUPPORTED_RUNTIMES = ['nodejs22', 'nodejs24'];
