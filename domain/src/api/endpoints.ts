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
import { routes, type Route, type RouteName } from './routes.ts';

export interface Endpoint extends Route {
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const endpoints = {
  health: {
    ...routes.health,
    query: emptyQuery,
    response: healthResponse,
  },
  user: {
    ...routes.user,
    query: userQuery,
    response: userWire,
  },
  userInfo: {
    ...routes.userInfo,
    query: emptyQuery,
    body: userInfoBody,
    response: userInfoResponse,
  },
  activities: {
    ...routes.activities,
    query: activitiesQuery,
    response: activitiesResponse,
  },
  groups: {
    ...routes.groups,
    query: emptyQuery,
    response: groupsResponse,
  },
  cohorts: {
    ...routes.cohorts,
    query: cohortsQuery,
    response: cohortsResponse,
  },
  sandboxData: {
    ...routes.sandboxData,
    query: emptyQuery,
    response: sandboxDataResponse,
  },
  users: {
    ...routes.users,
    query: facilitatorUsersQuery,
    response: usersResponse,
  },
  sharedCohorts: {
    ...routes.sharedCohorts,
    query: sharedCohortsQuery,
    response: sharedCohortsResponse,
  },
  events: {
    ...routes.events,
    query: eventsQuery,
    response: eventsResponse,
  },
  attendance: {
    ...routes.attendance,
    query: attendanceQuery,
    response: attendanceResponse,
  },
  announcements: {
    ...routes.announcements,
    query: announcementsQuery,
    response: announcementsResponse,
  },
  setting: {
    ...routes.setting,
    query: settingQuery,
    response: settingResponse,
  },
} as const satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What a caller sends: the query's and body's input types (before the schema's transforms). */
export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What a caller gets back, dates as Dates. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
/** What a handler returns before encoding: the same, dates as Dates. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
