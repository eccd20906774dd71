/**
 * Registers every route of the endpoint table (domain/src/api/endpoints.ts) on the Express app:
 * guard by the row's access, parse the query and body with its schemas (400 naming the field),
 * run the handler, answer in the wire format. On the emulators (development and tests) every
 * answer is also checked against the row's response schema, so a handler that drifts from the
 * contract fails loudly instead of reaching a client.
 */
import {
  clientAddress,
  endpoints,
  isStaff,
  type Endpoint,
  type EndpointName,
  type EndpointResult,
  type Endpoints,
  type User,
} from '@peer-coaching/domain';
import type { Express, Request, Response } from 'express';
import type { z } from 'zod';
import { withAudit } from '../data/audit/audit-log.ts';
import { documentReadsSoFar } from '../data/read-counter.ts';
import { caller, callerSignedInAt } from './auth.ts';
import { forbidden } from './errors.ts';
import { serialize } from './serialize.ts';
import { parse, queryOf } from './validate.ts';
import { appUrl } from '../config/app-url.ts';
import { limitPublicRequest } from '../services/limits.ts';

export interface HandlerInput<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
  query: z.output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  /** The signed-in caller's profile (public endpoints have none). */
  caller: E['access'] extends 'public' ? null : User;
  /** When the caller signed in (their ID token's auth_time); null on public endpoints. */
  signedInAt: E['access'] extends 'public' ? null : Date;
  /** The app's public address, for absolute URLs (config/app-url.ts). */
  origin: string;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<EndpointResult<E>>;
export type Handlers<K extends EndpointName = EndpointName> = { [N in K]: Handler<Endpoints[N]> };

const checkResponses = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

function guard(endpoint: Endpoint, person: User | null) {
  if (endpoint.access === 'admin' && person?.role !== 'admin') throw forbidden('This call is for admin accounts only');
  if (endpoint.access === 'staff' && !(person && isStaff(person))) {
    throw forbidden('This call is for facilitators and admins only');
  }
}

function route<E extends Endpoint>(endpoint: E, handler: Handler<E>) {
  return async (req: Request, res: Response) => {
    const person = endpoint.access === 'public' ? null : caller(res);
    guard(endpoint, person);
    const params = endpoint.params ? parse(endpoint.params, req.params) : undefined;
    const query = parse(endpoint.query, queryOf(req));
    const body = endpoint.body ? parse(endpoint.body, req.body) : undefined;
    const input = {
      params,
      query,
      body,
      caller: person,
      signedInAt: person ? callerSignedInAt(res) : null,
      origin: appUrl(originOf(req)),
    } as HandlerInput<E>;
    // A staff write leaves exactly one audit entry, in the same commit as what it writes; the
    // answer names it (x-audit-entry), which the API suite checks on every call.
    const { value: result, entryId } =
      endpoint.audit && person
        ? await withAudit(person, endpoint.audit, () => handler(input))
        : { value: await handler(input), entryId: null };
    if (entryId) res.set('x-audit-entry', entryId);
    if (endpoint.format === 'pdf') return sendPdf(res, endpoint, result);
    const wire = serialize(result);
    if (checkResponses) {
      const checked = endpoint.response.safeParse(wire);
      if (!checked.success) {
        throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks its schema: ${checked.error.message}`);
      }
    }
    res.set('x-document-reads', String(documentReadsSoFar()));
    res.status(endpoint.status ?? 200);
    if (endpoint.format === 'ics') {
      // A feed (public, fetched by calendar apps): cached privately for a while, never by shared
      // caches, since its URL is a secret. A download for a signed-in person: not kept at all.
      res.set('cache-control', endpoint.access === 'public' ? 'private, max-age=300' : 'private, no-store');
      res.type('text/calendar; charset=utf-8').send(wire);
      return;
    }
    if (endpoint.format === 'csv') {
      // A report of people's names: a file to save, never kept by any cache.
      res.set('cache-control', 'private, no-store');
      res.set('content-disposition', `attachment; filename="${fileNameOf(endpoint)}.csv"`);
      res.type('text/csv; charset=utf-8').send(wire);
      return;
    }
    if (endpoint.format === 'json-file') {
      // Personal data to save (GET /api/shared/my_data): a file, never kept by any cache.
      res.set('cache-control', 'private, no-store');
      res.set('content-disposition', `attachment; filename="${fileNameOf(endpoint)}.json"`);
    }
    res.json(wire);
  };
}

/** A PDF (a certificate): its bytes as they are, for the signed-in caller only, never cached. */
function sendPdf(res: Response, endpoint: Endpoint, result: unknown) {
  if (checkResponses && !endpoint.response.safeParse(result).success) {
    throw new Error(`Response of ${endpoint.method} ${endpoint.path} is not a PDF`);
  }
  res.set('x-document-reads', String(documentReadsSoFar()));
  res.set('cache-control', 'private, no-store');
  res.set('content-disposition', 'attachment; filename="certificate.pdf"');
  res
    .status(endpoint.status ?? 200)
    .type('application/pdf')
    .send(Buffer.from(result as Uint8Array));
}

/** '/api/shared/my_data' is saved as my_data.json. */
const fileNameOf = (endpoint: Endpoint) => endpoint.path.split('/').pop();

/** Hosting and the emulator's proxy pass the public host on as x-forwarded-host. */
function originOf(req: Request): string {
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  const protocol = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol;
  return `${protocol}://${host}`;
}

/**
 * The address a public request is counted against: the first hop of X-Forwarded-For, the client
 * as Cloud Functions behind Hosting see it (docs/decisions.md "Limits"), else the socket's peer.
 */
const addressOf = (req: Request) => clientAddress(req.get('x-forwarded-for'), req.socket.remoteAddress);

/** Public endpoints: registered before authentication. */
export function registerPublic(app: Express, handlers: Handlers) {
  // Every request to the public function but those of unlimited endpoints (the health check) is
  // counted per address before anything else: malformed ones and unknown paths too.
  const unlimited = new Set<string>(
    Object.values(endpoints as Record<string, Endpoint>)
      .filter((e) => e.access === 'public' && !e.limit)
      .map((e) => e.path),
  );
  app.use(async (req, _res, next) => {
    if (unlimited.has(req.path)) return next();
    await limitPublicRequest(addressOf(req), new Date());
    next();
  });
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    if (endpoint.access !== 'public') continue;
    app[method(endpoint)](endpoint.path, route(endpoint, handlers[name] as Handler<Endpoint>));
  }
}

/** Every other endpoint: registered after authentication. */
export function registerSignedIn(app: Express, handlers: Handlers) {
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    if (endpoint.access === 'public') continue;
    app[method(endpoint)](endpoint.path, route(endpoint, handlers[name] as Handler<Endpoint>));
  }
}

const method = (endpoint: Endpoint) => endpoint.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete';
