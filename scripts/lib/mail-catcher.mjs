#!/usr/bin/env node
// The local SMTP catcher every run uses (`npm start`'s http://localhost:1080, each test set's):
// MailDev, with what a real mail server does and MailDev cannot, for the outbox's tests
// (tests/api/mail-outbox-outage.test.ts, docs/emails.md):
// - Replies like a provider to two reserved domains: a recipient at `refuse.test` gets
//   "550 5.1.1 Mailbox unavailable" (a permanent refusal), at `defer.test` "451 4.3.0 Try again
//   later" (a temporary one). Every other address is caught as before.
// - An outage switch on the web port: `POST /outage` takes the SMTP side down as a crashed server
//   looks from outside (every session cut mid-command, new connections refused); `DELETE /outage`
//   starts a new SMTP server on the same port. The web page and the messages caught so far stay,
//   so a test can count every arrival across the outage.
// Arguments as MailDev's: --ip, --smtp, --web, --silent. SIGINT/SIGTERM stop it (MailDev's handlers).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const MailDev = require('maildev');
const web = require('maildev/lib/web');

const { values } = parseArgs({
  options: {
    ip: { type: 'string', default: '127.0.0.1' },
    smtp: { type: 'string', default: '1025' },
    web: { type: 'string', default: '1080' },
    silent: { type: 'boolean', default: false },
  },
});
const config = { ip: values.ip, smtp: Number(values.smtp), web: Number(values.web), silent: values.silent };

/** @type {Record<string, { responseCode: number, message: string }>} */
const REPLIES = {
  'refuse.test': { responseCode: 550, message: '5.1.1 Mailbox unavailable' },
  'defer.test': { responseCode: 451, message: '4.3.0 Try again later' },
};

/** Gives the current SMTP server the reserved domains' replies, and keeps its errors from ending the process. */
function prepare(/** @type {import('maildev').MailServer} */ mailserver) {
  mailserver.smtp.onRcptTo = (address, _session, callback) => {
    const reply = REPLIES[address.address.split('@').pop()?.toLowerCase() ?? ''];
    if (!reply) return callback();
    return callback(Object.assign(new Error(reply.message), { responseCode: reply.responseCode }));
  };
  // MailDev rethrows any server error but a read reset; a session cut by the outage switch is
  // expected here, and the catcher must outlive it.
  mailserver.smtp.removeAllListeners('error');
  mailserver.smtp.on('error', () => {});
}

const mailserver = MailDev(config);
prepare(mailserver);

// MailDev stats and removes its message files from callbacks that throw when a file is gone: a
// "delete all" (each mail test's clean start) that races a message still being saved (a retried
// delivery of the test before) ended the whole catcher, and every later mail test met a refused
// connection (CI, 2026-11-28). The message was being deleted anyway; anything else still ends it.
// (MailDev's own temporary directory: not in its type declarations.)
const mailDir = String(/** @type {{ mailDir?: string }} */ (/** @type {unknown} */ (mailserver)).mailDir);
process.on('uncaughtException', (error) => {
  const gone = /** @type {NodeJS.ErrnoException} */ (error);
  if (gone.code === 'ENOENT' && typeof gone.path === 'string' && gone.path.startsWith(mailDir)) return;
  throw error;
});

await mailserver.listen();

let down = false;

async function goDown() {
  if (down) return;
  down = true;
  const smtp = mailserver.smtp;
  const closed = new Promise((resolve) => smtp.server.close(resolve));
  // Destroyed, not closed politely: no 421, no waiting for the session to finish its message.
  for (const connection of smtp.connections) connection._socket?.destroy();
  await closed;
}

async function comeBack() {
  if (!down) return;
  mailserver.create(config.smtp, config.ip);
  prepare(mailserver);
  await mailserver.listen();
  down = false;
}

// Socket.io and MailDev's express app already share the web server's 'request' event: the switch
// answers its own path and hands every other request to them, as before.
const handlers = web.server.listeners('request');
web.server.removeAllListeners('request');
web.server.on('request', (request, response) => {
  if (request.url !== '/outage') {
    for (const handler of handlers) handler.call(web.server, request, response);
    return;
  }
  const change = request.method === 'POST' ? goDown : request.method === 'DELETE' ? comeBack : null;
  if (!change) {
    response.writeHead(405).end();
    return;
  }
  change().then(
    () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ down })),
    (error) => response.writeHead(500).end(String(error)),
  );
});
