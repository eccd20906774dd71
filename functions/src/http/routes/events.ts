/**
 * Events, attendance, check-in, apologies and calendar feeds (docs/events.md).
 * Placeholder handlers until the events API lands: each answers 501.
 */
import { HttpError } from '../errors.ts';
import type { Handlers } from '../register.ts';

type EventEndpoints =
  | 'createEvent'
  | 'updateEvent'
  | 'deleteEvent'
  | 'duplicateEvent'
  | 'markAttendance'
  | 'clearAttendance'
  | 'checkInCode'
  | 'emailParticipants'
  | 'checkIn'
  | 'sendApology'
  | 'eventIcs'
  | 'calendarFeed'
  | 'renewCalendarFeed'
  | 'revokeCalendarFeed'
  | 'calendarFeedFile';

const notYet = async (): Promise<never> => {
  throw new HttpError(501, 'Not implemented yet');
};

export const eventHandlers: Handlers<EventEndpoints> = {
  createEvent: notYet,
  updateEvent: notYet,
  deleteEvent: notYet,
  duplicateEvent: notYet,
  markAttendance: notYet,
  clearAttendance: notYet,
  checkInCode: notYet,
  emailParticipants: notYet,
  checkIn: notYet,
  sendApology: notYet,
  eventIcs: notYet,
  calendarFeed: notYet,
  renewCalendarFeed: notYet,
  revokeCalendarFeed: notYet,
  calendarFeedFile: notYet,
};
