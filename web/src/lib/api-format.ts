/** Pure formatting of API requests and responses (tested without a browser). */
import { MESSAGES } from '@peer-coaching/domain';

export type QueryParams = Record<string, string | readonly string[] | undefined>;

/** `{ a: ['1', '2'], b: 'x' }` -> `a=1&a=2&b=x` (no `a[0]=`). */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The signed-in person's ID token; asking without anyone signed in is an error (spec section 8). */
export async function idTokenOf(user: { getIdToken: () => Promise<string> } | null): Promise<string> {
  if (!user) throw new Error(MESSAGES.noUserLoggedIn);
  return user.getIdToken();
}
