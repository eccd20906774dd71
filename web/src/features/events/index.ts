export { mergeCalendars, useCohortEvents } from './api/use-cohort-events.ts';
