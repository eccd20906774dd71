/**
 * What a real project must set before its first deploy (README, "Deploy to your Firebase project";
 * `.env.example` lists them). None has a default, so a deploy without a value fails at deploy time:
 * the CLI asks for it, or, non-interactively, stops with "have no value for the following
 * environment variables: …". On the emulators every value comes from `functions/.env.demo-peer-coaching`
 * (the demo project's own settings: MailDev and the local Hosting address), so nothing needs setting.
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

// firebase-functions does not export its param classes by name; these keep declarations portable.
type StringParam = ReturnType<typeof defineString>;
type IntParam = ReturnType<typeof defineInt>;
type SecretParam = ReturnType<typeof defineSecret>;

export const SMTP_HOST: StringParam = defineString('SMTP_HOST', {
  label: 'SMTP host',
  description:
    'The SMTP server that sends every e-mail (invitations, reminders, announcements), e.g. smtp.sendgrid.net.',
});

export const SMTP_PORT: IntParam = defineInt('SMTP_PORT', {
  label: 'SMTP port',
  description: 'Its port: 587 (STARTTLS) or 465 (TLS from the start).',
});

export const SMTP_USER: StringParam = defineString('SMTP_USER', {
  label: 'SMTP user',
  description: 'The SMTP user name (leave empty for a relay without authentication).',
});

/** The SMTP password: a Secret Manager secret (`firebase functions:secrets:set SMTP_PASSWORD`). */
export const SMTP_PASSWORD: SecretParam = defineSecret('SMTP_PASSWORD');

export const MAIL_FROM: StringParam = defineString('MAIL_FROM', {
  label: 'Sender address',
  description: 'The From of every e-mail, e.g. "Peer Coaching <no-reply@example.org>".',
});

export const PUBLIC_APP_URL: StringParam = defineString('PUBLIC_APP_URL', {
  label: "The app's public address",
  description:
    'Where people open the app, without a trailing slash, e.g. https://coaching.example.org: every link the app sends starts with it.',
  input: {
    text: {
      validationRegex: '^https?://[^/\\s]+$',
      validationErrorMessage:
        'An address like https://coaching.example.org (scheme and host, no path, no trailing slash).',
    },
  },
});

/** App Check on the signed-in API (docs/deploy.md "App Check"). */
export const APP_CHECK_MODES = ['off', 'monitor', 'enforce'] as const;
export type AppCheckMode = (typeof APP_CHECK_MODES)[number];

export const APP_CHECK: StringParam = defineString('APP_CHECK', {
  label: 'App Check on the API',
  description:
    "off: not checked; monitor: checked and reported (x-app-check), nothing refused; enforce: a call without a valid App Check token is refused. Start with monitor, enforce once the app's reCAPTCHA Enterprise key is live.",
  input: {
    select: { options: APP_CHECK_MODES.map((mode) => ({ value: mode })) },
  },
});
