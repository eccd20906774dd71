/** Authentication: every route but /api/public passes through `authenticate` (roles: register.ts). */
import type { User } from '@peer-coaching/domain';
import type { NextFunction, Request, Response } from 'express';
import { verifiedAccount } from '../data/people/auth.ts';
import { createSelfSignUpProfile } from '../data/people/profiles.ts';
import { getUser } from '../data/people/users.ts';
import { forbidden, unauthorized } from './errors.ts';

export async function authenticate(req: Request, res: Response, next: NextFunction) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match?.[1]) throw unauthorized('Missing bearer token in the Authorization header');
  const account = await verifiedAccount(match[1]);
  if (!account) throw unauthorized('The bearer token is invalid, expired or revoked');
  let user = await getUser(account.uid);
  if (!user) {
    // A person who signed up by themselves: their first call creates their (cohort-less) profile.
    await createSelfSignUpProfile(account.uid, account.email);
    user = await getUser(account.uid);
  }
  if (!user) throw forbidden('This account has no profile in the program');
  res.locals.caller = user;
  res.locals.signedInAt = account.signedInAt;
  next();
}

export function caller(res: Response): User {
  return res.locals.caller as User;
}

/** When the caller signed in (their ID token's auth_time). */
export function callerSignedInAt(res: Response): Date {
  return res.locals.signedInAt as Date;
}
