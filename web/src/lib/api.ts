/**
 * The API client, generated from the endpoint table (domain/src/api/endpoints.ts): one typed
 * function per endpoint, `api.events({ query: { shared_cohorts } })`. No URL is written anywhere
 * else. Every call carries the bearer ID token except paths containing /api/public; query arrays
 * are serialised without indices; dates in answers become Dates. In development each answer is
 * checked against the endpoint's response schema, so a drift from the contract fails loudly.
 */
import {
  PUBLIC_API_PREFIX,
  reviveApiDates,
  routes,
  type ApiRefusal,
  type Endpoint,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Endpoints,
  type Route,
} from '@peer-coaching/domain';
import { toQueryString, type QueryParams } from './api-format.ts';
import { appCheckHeaders } from './app-check.ts';
import { idToken, signOut } from './auth.ts';
import { countDocumentReads } from './read-counter.ts';
import { noteServerDate } from './server-clock.ts';

/**
 * The schemas, in development only: production builds drop this import (and zod with it), and
 * call the API from the table's routing columns.
 */
const schemas = import.meta.env.DEV ? (await import('@peer-coaching/domain')).endpoints : null;

export class ApiError extends Error implements ApiRefusal {
  constructor(
    readonly status: number,
    message: string,
    /** A 429's Retry-After: seconds until the limit lets the call through again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `query` may be left out when none of its fields is required; `body` only exists where the table has one. */
type RequiredKeys<T> = {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  [K in keyof T]-?: string extends K ? never : {} extends Pick<T, K> ? never : K;
}[keyof T];

type Input<E extends Endpoint> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  ([RequiredKeys<EndpointQuery<E>>] extends [never] ? { query?: EndpointQuery<E> } : { query: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

type Call<E extends Endpoint> = [RequiredKeys<Input<E>>] extends [never]
  ? (input?: Input<E>) => Promise<EndpointResponse<E>>
  : (input: Input<E>) => Promise<EndpointResponse<E>>;

export type ApiClient = { [N in EndpointName]: Call<Endpoints[N]> };

/** '/api/facilitator/events/:id' with { id: 'e1' } is '/api/facilitator/events/e1'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

async function call<N extends EndpointName>(
  name: N,
  input: { params?: Record<string, string>; query?: unknown; body?: unknown } = {},
) {
  const endpoint: Route = routes[name];
  const headers: Record<string, string> = { ...(await appCheckHeaders()) };
  if (!endpoint.path.includes(PUBLIC_API_PREFIX)) headers.authorization = `Bearer ${await idToken()}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(
      `${fillPath(endpoint.path, input.params)}${toQueryString(input.query as QueryParams | undefined)}`,
      {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      },
    );
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  countDocumentReads(Number(response.headers.get('x-document-reads') ?? 0), endpoint.path);
  if (response.ok && endpoint.format === 'pdf') {
    return new Uint8Array(await response.arrayBuffer()) as EndpointResponse<Endpoints[N]>;
  }
  const text = await response.text();
  if (response.ok && (endpoint.format === 'ics' || endpoint.format === 'csv'))
    return text as EndpointResponse<Endpoints[N]>;
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text, import.meta.env.DEV ? undefined : reviveApiDates) : null;
  } catch {
    // Not JSON (a proxy error page, say): keep the status, with a plain message.
  }
  if (!response.ok) {
    // The session ended elsewhere ("Sign out everywhere" on /account) or can no longer be trusted:
    // signing out here too brings the sign-in page, instead of a page of failed calls.
    if (response.status === 401 && headers.authorization) void signOut();
    const message = (data as { error?: string } | null)?.error ?? `Request failed (${response.status})`;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(response.status, message, retryAfter > 0 ? retryAfter : null);
  }
  return (schemas ? schemas[name].response.parse(data) : data) as EndpointResponse<Endpoints[N]>;
}

export const api = Object.fromEntries(
  Object.keys(routes).map((name) => [name, (input?: object) => call(name as EndpointName, input)]),
) as ApiClient;
