/**
 * The API's public endpoints (paths under /api/public), called from public pages such as the
 * certificate verification page, which anyone opens from a QR code. Like api.ts it takes each path
 * from the endpoint table, but it never signs in, so it does not bring the Auth SDK that api.ts
 * imports to get a token.
 */
import type { PUBLIC_API_PREFIX } from '@peer-coaching/domain';
import {
  routes,
  type EndpointParams,
  type EndpointResponse,
  type Endpoints,
  type RouteName,
} from '@peer-coaching/domain';

/** The endpoints anyone may call, JSON answers only. */
type PublicName = {
  [N in RouteName]: (typeof routes)[N]['path'] extends `${typeof PUBLIC_API_PREFIX}/${string}`
    ? (typeof routes)[N] extends { format: string }
      ? never
      : N
    : never;
}[RouteName];

export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** GET a public endpoint; an answer other than 2xx throws PublicApiError with the server's message. */
export async function callPublic<N extends PublicName>(
  name: N,
  params: EndpointParams<Endpoints[N]>,
): Promise<EndpointResponse<Endpoints[N]>> {
  const path = routes[name].path.replace(/:([a-z_]+)/gi, (_, key: string) =>
    encodeURIComponent(String((params as Record<string, string> | undefined)?.[key] ?? '')),
  );
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    throw new PublicApiError(0, 'The server could not be reached. Check your connection.');
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): keep the status, with a plain message.
  }
  if (!response.ok) {
    const message = (data as { error?: string } | null)?.error ?? `Request failed (${response.status})`;
    throw new PublicApiError(response.status, message);
  }
  return data as EndpointResponse<Endpoints[N]>;
}
