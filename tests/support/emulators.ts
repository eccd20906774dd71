/** Addresses of the emulators the suites run against (firebase.json's fixed ports). */
export const PROJECT_ID = 'demo-peer-coaching';
export const FIRESTORE = { host: '127.0.0.1', port: 8080 };
export const AUTH_URL = 'http://127.0.0.1:9099';
/** Hosting rewrites /api/** to the api function, as in production. */
export const API_BASE_URL = process.env.API_BASE_URL ?? 'http://127.0.0.1:5000';
/** MailDev, the SMTP catcher the outbox trigger delivers to during tests and `npm start`. */
export const MAIL_CATCHER_URL = 'http://127.0.0.1:1080';
