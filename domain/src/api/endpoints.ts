/**
 * The API, one row per endpoint: method, path, who may call it, and the zod schemas of its query,
 * body and response. The Express app registers its routes from this table
 * (functions/src/http/register.ts), the web client is generated from it (web/src/lib/api.ts), and
 * the API suite checks every answer against it. A new endpoint is added here first.
 */
import type { z } from 'zod';
import {
  activitiesQuery,
  announcementsQuery,
  attendanceQuery,
  cohortsQuery,
  emptyQuery,
  eventsQuery,
  facilitatorUsersQuery,
  settingQuery,
  sharedCohortsQuery,
  userInfoBody,
  userQuery,
} from '../api-schemas.ts';
import {
  activitiesResponse,
  announcementsResponse,
  attendanceResponse,
  cohortsResponse,
  eventsResponse,
  groupsResponse,
  healthResponse,
  sandboxDataResponse,
  settingResponse,
  sharedCohortsResponse,
  userInfoResponse,
  usersResponse,
  userWire,
} from './responses.ts';

/** Who may call: anyone, any signed-in person, facilitators and admins, or admins only. */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export interface Endpoint {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: `/api/${string}`;
  access: Access;
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const endpoints = {
  health: { method: 'GET', path: '/api/public/health', access: 'public', query: emptyQuery, response: healthResponse },
  user: { method: 'GET', path: '/api/shared/user', access: 'signedIn', query: userQuery, response: userWire },
  userInfo: {
    method: 'PUT',
    path: '/api/shared/user_info',
    access: 'signedIn',
    query: emptyQuery,
    body: userInfoBody,
    response: userInfoResponse,
  },
  activities: {
    method: 'GET',
    path: '/api/shared/activities',
    access: 'signedIn',
    query: activitiesQuery,
    response: activitiesResponse,
  },
  groups: { method: 'GET', path: '/api/admin/groups', access: 'admin', query: emptyQuery, response: groupsResponse },
  cohorts: {
    method: 'GET',
    path: '/api/facilitator/cohorts',
    access: 'staff',
    query: cohortsQuery,
    response: cohortsResponse,
  },
  sandboxData: {
    method: 'GET',
    path: '/api/facilitator/sandbox_data',
    access: 'staff',
    query: emptyQuery,
    response: sandboxDataResponse,
  },
  users: {
    method: 'GET',
    path: '/api/facilitator/users',
    access: 'staff',
    query: facilitatorUsersQuery,
    response: usersResponse,
  },
  sharedCohorts: {
    method: 'GET',
    path: '/api/user/shared_cohorts',
    access: 'signedIn',
    query: sharedCohortsQuery,
    response: sharedCohortsResponse,
  },
  events: { method: 'GET', path: '/api/user/events', access: 'signedIn', query: eventsQuery, response: eventsResponse },
  attendance: {
    method: 'GET',
    path: '/api/user/attendance',
    access: 'signedIn',
    query: attendanceQuery,
    response: attendanceResponse,
  },
  announcements: {
    method: 'GET',
    path: '/api/user/announcements',
    access: 'signedIn',
    query: announcementsQuery,
    response: announcementsResponse,
  },
  setting: {
    method: 'GET',
    path: '/api/user/setting',
    access: 'signedIn',
    query: settingQuery,
    response: settingResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What a caller sends: the query's and body's input types (before the schema's transforms). */
export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What a caller gets back, dates as Dates. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
/** What a handler returns before encoding: the same, dates as Dates. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
