/**
 * What each planned page of spec section 2 will hold. Until its issue lands, the page shows its
 * title and this sentence, so every route and menu entry leads somewhere real.
 */
import type { PlannedPath } from './planned-routes.ts';

export interface PageText {
  title: string;
  summary: string;
}

export const PAGE_TEXT: Record<PlannedPath, PageText> = {
  account: {
    title: 'Account',
    summary: 'Your profile, sign-in e-mail and notification settings.',
  },
  alumni: {
    title: 'Alumni network',
    summary: 'Graduates of the program, their cohorts and how to reach them.',
  },
  'alumni-survey': {
    title: 'Alumni survey',
    summary: 'The survey for graduates of the program.',
  },
  discussion: {
    title: 'Discussion',
    summary: 'Conversations with your cohort, open to every member.',
  },
  facilitators: {
    title: 'Facilitators',
    summary: 'The facilitators of your program and how to reach them.',
  },
  guidelines: {
    title: 'Guidelines',
    summary: 'How peer coaching works in this program, and what is expected of each pair.',
  },
  howto: {
    title: 'How to',
    summary: 'Step-by-step help for the things you do in this app.',
  },
  kickoff: {
    title: 'Kickoff',
    summary: 'The kickoff session and the response it asks of you.',
  },
  makeup: {
    title: 'Make-up session',
    summary: 'How to make up for a session you missed.',
  },
  'checkin-makeup': {
    title: 'Check-in make-up',
    summary: 'The make-up form for a missed check-in.',
  },
  'checkin-case-study-makeup': {
    title: 'Case study make-up',
    summary: 'The case-study make-up for a missed check-in.',
  },
  'matching-survey': {
    title: 'Matching survey',
    summary: 'Your preferences for being matched with a coaching partner.',
  },
  overview: {
    title: 'Program overview',
    summary: 'The program year at a glance: sessions, deadlines and the certificate.',
  },
  'post-meeting': {
    title: 'Post-meeting survey',
    summary: 'A short survey after each coaching meeting.',
  },
  'post-program': {
    title: 'Post-program survey',
    summary: 'Your view of the program once the year is over.',
  },
  'program-eval': {
    title: 'Program evaluation',
    summary: 'The evaluation that counts toward your certificate.',
  },
  reflection: {
    title: 'Reflection',
    summary: 'Your reflections on coaching, which count toward the certificate.',
  },
  resources: {
    title: 'Resources',
    summary: 'Reading, templates and recordings for your coaching year.',
  },
  announcement: {
    title: 'Announcements',
    summary: 'Post, schedule, reorder and hide announcements for your cohorts.',
  },
  event: {
    title: 'Events',
    summary: 'Schedule sessions and deadlines, take attendance and e-mail attendees.',
  },
  matching: {
    title: 'Matching',
    summary: 'Match peers into coaching pairs and trios, then publish and e-mail them.',
  },
  report: {
    title: 'Reports',
    summary: 'Attendance and certificate progress per cohort, with CSV export.',
  },
  settings: {
    title: 'Settings',
    summary: 'Certificate requirements, pages and e-mail templates of your groups.',
  },
  survey: {
    title: 'Surveys',
    summary: 'Create surveys, follow who answered, and read the results.',
  },
  user: {
    title: 'Users',
    summary: 'People of your cohorts: profiles, roles and cohort membership.',
  },
};
