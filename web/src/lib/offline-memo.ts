/**
 * The signed-in bootstrap offline (docs/surveys.md, "Offline"): the session's few API answers
 * (who the person is, their shared cohorts, the certificate requirements) are remembered in this
 * browser, and given back when the API cannot be reached, so a page reloaded without a connection
 * (a survey being answered) still opens. Only a failure to reach the server falls back; any
 * answer the server gives (401, 403, 500) is passed on. Cleared when the person signs out.
 */
import { ApiError } from './api.ts';

const PREFIX = 'pc-offline:';

/** Whether an error means the server could not be reached (not that it refused). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return /network-request-failed|Failed to fetch|NetworkError/i.test(String(error));
}

function replacer(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

function reviver(_key: string, value: unknown) {
  if (value && typeof value === 'object' && '$date' in value && Object.keys(value).length === 1)
    return new Date((value as { $date: number }).$date);
  return value;
}

/** Calls the API, remembering its answer under `key`; unreachable, the last answer stands in. */
export async function withOfflineMemo<T>(key: string, call: () => Promise<T>): Promise<T> {
  try {
    const value = await call();
    try {
      localStorage.setItem(PREFIX + key, JSON.stringify(value, replacer));
    } catch {
      // storage full or disabled: the app works online as before
    }
    return value;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = safeGet(PREFIX + key);
    if (stored === null) throw error;
    return JSON.parse(stored, reviver) as T;
  }
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Forgets every remembered answer (sign-out). */
export function clearOfflineMemos(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
