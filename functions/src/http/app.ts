/** The one Express app behind /api, its routes registered from the endpoint table (register.ts). */
import express, { type ErrorRequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { withReadCounter } from '../data/read-counter.ts';
import { checkAppCheck } from './app-check.ts';
import { authenticate } from './auth.ts';
import { httpErrorOf } from './errors.ts';
import { registerPublic, registerSignedIn, type Handlers } from './register.ts';
import { accountHandlers } from './routes/account.ts';
import { auditLogHandlers } from './routes/audit-log.ts';
import { reportHandlers } from './routes/reports.ts';
import { resourceHandlers } from './routes/resources.ts';
import { announcementHandlers } from './routes/announcements.ts';
import { apologyHandlers } from './routes/apologies.ts';
import { attendanceHandlers } from './routes/attendance.ts';
import { calendarFileHandlers } from './routes/calendar-files.ts';
import { certificateHandlers } from './routes/certificate.ts';
import { checkInHandlers } from './routes/check-in.ts';
import { emailHandlers } from './routes/email-participants.ts';
import { groupEmailHandlers } from './routes/emails.ts';
import { eventHandlers } from './routes/events.ts';
import { issuedCertificateHandlers } from './routes/issued-certificates.ts';
import { matchingHandlers } from './routes/matching.ts';
import { pageHandlers } from './routes/pages.ts';
import { settingsHandlers } from './routes/settings.ts';
import { publicHandlers } from './routes/public.ts';
import { sharedHandlers } from './routes/shared.ts';
import { staffHandlers } from './routes/staff.ts';
import { surveyStaffHandlers } from './routes/surveys-staff.ts';
import { surveyHandlers } from './routes/surveys.ts';
import { userHandlers } from './routes/user.ts';
import { userAdminHandlers } from './routes/users.ts';

const handlers: Handlers = {
  ...publicHandlers,
  ...sharedHandlers,
  ...accountHandlers,
  ...reportHandlers,
  ...staffHandlers,
  ...userHandlers,
  ...eventHandlers,
  ...attendanceHandlers,
  ...checkInHandlers,
  ...apologyHandlers,
  ...emailHandlers,
  ...calendarFileHandlers,
  ...issuedCertificateHandlers,
  ...announcementHandlers,
  ...resourceHandlers,
  ...certificateHandlers,
  ...surveyStaffHandlers,
  ...surveyHandlers,
  ...userAdminHandlers,
  ...matchingHandlers,
  ...pageHandlers,
  ...settingsHandlers,
  ...groupEmailHandlers,
  ...auditLogHandlers,
};

/** Middleware every app starts with: a request id, the read counter, JSON bodies. */
function baseApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    res.locals.requestId = req.get('x-request-id') ?? randomUUID();
    res.set('x-request-id', res.locals.requestId as string);
    withReadCounter(next);
  });
  app.use(express.json({ limit: '100kb' }));
  return app;
}

/**
 * The signed-in API (the `api` function): every path needs a token. The public paths are served
 * by `publicApi` (Hosting sends /api/public/** there), so that anonymous traffic runs on
 * instances of its own (config/function-options.ts).
 */
export function createApp() {
  const app = baseApp();
  app.use('/api', checkAppCheck, authenticate);
  registerSignedIn(app, handlers);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/** The public endpoints (the `publicApi` function): only facts that are safe to show anyone. */
export function createPublicApp() {
  const app = baseApp();
  registerPublic(app, handlers);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

function notFound(req: express.Request, res: express.Response) {
  res.status(404).json({ error: `No route for ${req.method} ${req.originalUrl.split('?')[0]}` });
}

/** The last resort: logs with the request id, answers without internals. */
const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const answer = httpErrorOf(err);
  if (answer) {
    res.set(answer.headers).status(answer.status).json({ error: answer.message });
    return;
  }
  const status = typeof err === 'object' && err && 'status' in err ? Number((err as { status: unknown }).status) : 500;
  if (status >= 400 && status < 500) {
    // body-parser errors (malformed JSON, too large) carry a client status.
    res.status(status).json({ error: status === 413 ? 'Request body is too large' : 'Request body is not valid JSON' });
    return;
  }
  const requestId = res.locals.requestId as string;
  console.error(
    JSON.stringify({ severity: 'ERROR', requestId, path: req.path, error: String(err), stack: (err as Error)?.stack }),
  );
  res.status(500).json({ error: 'Internal server error', requestId });
};
