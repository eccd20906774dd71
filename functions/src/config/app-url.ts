/**
 * The address every link the app sends starts with (invitations, reminders, digests, certificate
 * verification, calendar feeds): the PUBLIC_APP_URL parameter. Never the request's Host header in
 * production, so a forged Host cannot put another site's address into an invitation.
 *
 * On the emulators a request's own origin wins: parallel test sets serve the app on 5000, 5010, …
 * and each must get links to itself; scheduled runs there use the demo's PUBLIC_APP_URL.
 */
import { PUBLIC_APP_URL } from './params.ts';

const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

export function appUrl(requestOrigin?: string): string {
  if (requestOrigin && onEmulator()) return requestOrigin;
  return PUBLIC_APP_URL.value().replace(/\/+$/, '');
}
