/** How the functions reach the SMTP server, from the parameters (params.ts). */
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from './params.ts';

export type SmtpSettings = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  /** MailDev, the local catcher, speaks plain SMTP only. */
  ignoreTLS: boolean;
  from: string;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function smtpSettings(): SmtpSettings {
  const host = SMTP_HOST.value();
  // A parallel test set's catcher listens 10 × N ports up (scripts/lib/emulator-sets.mjs); the
  // emulator gives the dotenv file's SMTP_PORT priority over the process environment, hence a name of its own.
  const emulatorPort = process.env.FUNCTIONS_EMULATOR === 'true' ? Number(process.env.EMULATOR_SMTP_PORT) : NaN;
  const port = Number.isInteger(emulatorPort) && emulatorPort > 0 ? emulatorPort : SMTP_PORT.value();
  const user = SMTP_USER.value();
  return {
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass: SMTP_PASSWORD.value() } : undefined,
    ignoreTLS: LOCAL_HOSTS.has(host),
    from: MAIL_FROM.value(),
  };
}
