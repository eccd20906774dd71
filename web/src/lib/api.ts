/**
 * Calls to the product's API (same origin: Hosting rewrites /api/** to the function). Every call
 * carries the bearer ID token except paths containing /api/public; query arrays are serialised
 * without indices; dates in responses become Date instants.
 */
import { reviveApiDates, toQueryString, type QueryParams } from './api-format.ts';
import { idToken } from './auth.ts';

export type { QueryParams };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(method: string, path: string, params?: QueryParams, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (!path.includes('/api/public')) headers.authorization = `Bearer ${await idToken()}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(params)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text, reviveApiDates) : null;
  } catch {
    // Not JSON (a proxy error page, say): keep the status, with a plain message.
  }
  if (!response.ok) {
    const message = (data as { error?: string } | null)?.error ?? `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return data as T;
}

export const apiGet = <T>(path: string, params?: QueryParams) => request<T>('GET', path, params);
export const apiPut = <T>(path: string, body: unknown) => request<T>('PUT', path, undefined, body);
