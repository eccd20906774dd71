/**
 * App Check on the signed-in API (docs/deploy.md "App Check"), before authentication: the APP_CHECK
 * parameter says whether tokens are checked (monitor) or required (enforce). Every answer says
 * what the call's token was worth (x-app-check), so a project can watch the verdicts before it
 * enforces. The public endpoints are not checked: calendar apps fetch the feeds, and anyone opens
 * a certificate's verification link.
 */
import type { NextFunction, Request, Response } from 'express';
import { APP_CHECK, APP_CHECK_MODES, type AppCheckMode } from '../config/params.ts';
import { verifiedAppCheckToken } from '../data/people/auth.ts';
import { appCheckVerdict, refusesCall } from '../services/app-check.ts';
import { forbidden } from './errors.ts';

const modeOf = (value: string): AppCheckMode =>
  (APP_CHECK_MODES as readonly string[]).includes(value) ? (value as AppCheckMode) : 'monitor';

export async function checkAppCheck(req: Request, res: Response, next: NextFunction) {
  const mode = modeOf(APP_CHECK.value());
  const verdict = await appCheckVerdict(mode, req.get('x-firebase-appcheck'), verifiedAppCheckToken);
  res.set('x-app-check', verdict);
  // 403, not 401: the person's session is fine (the app signs out on a 401).
  if (refusesCall(mode, verdict))
    throw forbidden('This request did not come from the app (App Check): reload the page');
  next();
}
