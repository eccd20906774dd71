/**
 * The endpoint table's routing columns: method, path and who may call, per endpoint. Kept free of
 * zod so the browser's production bundle can call the API without shipping the schemas;
 * endpoints.ts adds the schemas to each row, and is the table everything else reads.
 */

/** Paths containing this need no bearer token (spec section 7); every other path does. */
export const PUBLIC_API_PREFIX = '/api/public';

/** Who may call: anyone, any signed-in person, facilitators and admins, or admins only. */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export interface Route {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: `/api/${string}`;
  access: Access;
}

export const routes = {
  health: { method: 'GET', path: '/api/public/health', access: 'public' },
  user: { method: 'GET', path: '/api/shared/user', access: 'signedIn' },
  userInfo: { method: 'PUT', path: '/api/shared/user_info', access: 'signedIn' },
  activities: { method: 'GET', path: '/api/shared/activities', access: 'signedIn' },
  groups: { method: 'GET', path: '/api/admin/groups', access: 'admin' },
  cohorts: { method: 'GET', path: '/api/facilitator/cohorts', access: 'staff' },
  sandboxData: { method: 'GET', path: '/api/facilitator/sandbox_data', access: 'staff' },
  users: { method: 'GET', path: '/api/facilitator/users', access: 'staff' },
  sharedCohorts: { method: 'GET', path: '/api/user/shared_cohorts', access: 'signedIn' },
  events: { method: 'GET', path: '/api/user/events', access: 'signedIn' },
  attendance: { method: 'GET', path: '/api/user/attendance', access: 'signedIn' },
  announcements: { method: 'GET', path: '/api/user/announcements', access: 'signedIn' },
  setting: { method: 'GET', path: '/api/user/setting', access: 'signedIn' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
