/** The one Express app behind /api. Routes stay thin: parse, authorise, call a service. */
import express, { type ErrorRequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { authenticate } from './auth.ts';
import { HttpError } from './errors.ts';
import { publicRouter } from './routes/public.ts';
import { sharedRouter } from './routes/shared.ts';
import { adminRouter, facilitatorRouter } from './routes/staff.ts';
import { userRouter } from './routes/user.ts';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  app.use((req, res, next) => {
    res.locals.requestId = req.get('x-request-id') ?? randomUUID();
    res.set('x-request-id', res.locals.requestId as string);
    next();
  });

  app.use('/api/public', publicRouter());
  app.use('/api', authenticate);
  app.use('/api/shared', sharedRouter());
  app.use('/api/admin', adminRouter());
  app.use('/api/facilitator', facilitatorRouter());
  app.use('/api/user', userRouter());

  app.use((req, res) => {
    res.status(404).json({ error: `No route for ${req.method} ${req.path}` });
  });
  app.use(errorHandler);
  return app;
}

/** The last resort: logs with the request id, answers without internals. */
const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof HttpError) {
    res.status(err.status).json({ error: err.message });
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
