/**
 * The signed-in pages of spec section 2 that later issues build, and who may open each. The router
 * needs only this; each page's title and summary load with the page (page-catalog.ts).
 */
import type { Role } from '@peer-coaching/domain';

const everyone: readonly Role[] = ['peer', 'facilitator', 'admin'];
const staff: readonly Role[] = ['facilitator', 'admin'];

export const PLANNED_ROUTES = {
  account: everyone,
  alumni: everyone,
  'alumni-survey': everyone,
  discussion: everyone,
  facilitators: everyone,
  guidelines: everyone,
  howto: everyone,
  kickoff: everyone,
  makeup: everyone,
  'checkin-makeup': everyone,
  'checkin-case-study-makeup': everyone,
  'matching-survey': everyone,
  overview: everyone,
  'post-meeting': everyone,
  'post-program': everyone,
  'program-eval': everyone,
  reflection: everyone,
  resources: everyone,
  announcement: staff,
  event: staff,
  matching: staff,
  report: staff,
  settings: staff,
  survey: staff,
  user: staff,
} as const satisfies Record<string, readonly Role[]>;

export type PlannedPath = keyof typeof PLANNED_ROUTES;

export const PLANNED_PATHS = Object.keys(PLANNED_ROUTES) as PlannedPath[];

/** Whether everyone signed in may open the page (then the router adds no role check). */
export function isOpenToEveryone(path: PlannedPath): boolean {
  return PLANNED_ROUTES[path] === everyone;
}
