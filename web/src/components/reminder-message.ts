import { peopleCount } from '@peer-coaching/domain';

/** What staff are told after "Remind now" (/survey results, /matching): how many were reminded. */
export const reminderSentMessage = (sent: number) =>
  sent === 0 ? 'Nobody to remind: everyone who can still answer has' : `Reminder sent to ${peopleCount(sent)}`;
