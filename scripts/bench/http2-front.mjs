// An HTTP/2 front for the Hosting emulator, so that Lighthouse sees the transport a phone gets from
// Firebase Hosting in production. The emulator serves HTTP/1.1 only (firebase/firebase-tools#2571,
// firebase/superstatic#277), and Lighthouse's simulation then allows six connections to the origin:
// a signed-in page's 80-100 chunk requests queue six at a time on simulated slow 4G, which production
// never does. Chrome speaks HTTP/2 only over TLS, so the front serves HTTPS with a certificate made
// for this run (openssl), which the bench's Chromium is told to accept (lighthouse.mjs).
//
// Everything else is the emulator's: the files, their brotli, their headers (CSP, caching) and the
// /api rewrites to the functions. Only the connection to the browser changes.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

/** A throwaway key and certificate for 127.0.0.1 and localhost, valid for a day. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1';
    const names = 'subjectAltName=IP:127.0.0.1,DNS:localhost';
    const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
    execFileSync('openssl', [...request.split(' '), '-addext', names, ...files], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`The HTTP/2 front needs openssl to make its certificate: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `upstream` (the Hosting emulator, an http:// origin) over HTTP/2 and TLS on a free port of
 * 127.0.0.1. Resolves to the front's origin and a function that stops it.
 * @param {string} upstream
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startHttp2Front(upstream) {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  let origin = '';
  /** @type {Set<import('node:http2').ServerHttp2Session>} */
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (request, response) => {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = target.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name)) answerHeaders[name] = value;
        }
        // A redirect the emulator makes names its own origin; the browser must stay on the front's.
        if (typeof answerHeaders.location === 'string' && answerHeaders.location.startsWith(target.origin)) {
          answerHeaders.location = origin + answerHeaders.location.slice(target.origin.length);
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The HTTP/2 front could not reach ${upstream}: ${error.message}`);
    });
    // A request the browser gives up (a page closed mid-load) is given up upstream too.
    response.on('close', () => forwarded.destroy());
    request.pipe(forwarded);
  });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => listening(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The HTTP/2 front has no port.');
  origin = `https://127.0.0.1:${address.port}`;
  return {
    origin,
    close: () =>
      new Promise((closed) => {
        for (const session of sessions) session.destroy();
        server.close(() => closed());
      }),
  };
}
