/**
 * The signed-in pages of spec section 2 that later issues build, with what each will hold. Until
 * then each shows its title and this sentence, so every route and menu entry leads somewhere real.
 */
import type { Role } from '@peer-coaching/domain';

export interface PageEntry {
  path: string;
  title: string;
  summary: string;
  roles: readonly Role[];
}

const everyone: readonly Role[] = ['peer', 'facilitator', 'admin'];
const staff: readonly Role[] = ['facilitator', 'admin'];

export const PAGES: readonly PageEntry[] = [
  {
    path: 'account',
    title: 'Account',
    summary: 'Your profile, sign-in e-mail and notification settings.',
    roles: everyone,
  },
  {
    path: 'alumni',
    title: 'Alumni network',
    summary: 'Graduates of the program, their cohorts and how to reach them.',
    roles: everyone,
  },
  {
    path: 'alumni-survey',
    title: 'Alumni survey',
    summary: 'The survey for graduates of the program.',
    roles: everyone,
  },
  {
    path: 'discussion',
    title: 'Discussion',
    summary: 'Conversations with your cohort, open to every member.',
    roles: everyone,
  },
  {
    path: 'facilitators',
    title: 'Facilitators',
    summary: 'The facilitators of your program and how to reach them.',
    roles: everyone,
  },
  {
    path: 'guidelines',
    title: 'Guidelines',
    summary: 'How peer coaching works in this program, and what is expected of each pair.',
    roles: everyone,
  },
  { path: 'howto', title: 'How to', summary: 'Step-by-step help for the things you do in this app.', roles: everyone },
  {
    path: 'kickoff',
    title: 'Kickoff',
    summary: 'The kickoff session and the response it asks of you.',
    roles: everyone,
  },
  { path: 'makeup', title: 'Make-up session', summary: 'How to make up for a session you missed.', roles: everyone },
  {
    path: 'checkin-makeup',
    title: 'Check-in make-up',
    summary: 'The make-up form for a missed check-in.',
    roles: everyone,
  },
  {
    path: 'checkin-case-study-makeup',
    title: 'Case study make-up',
    summary: 'The case-study make-up for a missed check-in.',
    roles: everyone,
  },
  {
    path: 'matching-survey',
    title: 'Matching survey',
    summary: 'Your preferences for being matched with a coaching partner.',
    roles: everyone,
  },
  {
    path: 'overview',
    title: 'Program overview',
    summary: 'The program year at a glance: sessions, deadlines and the certificate.',
    roles: everyone,
  },
  {
    path: 'post-meeting',
    title: 'Post-meeting survey',
    summary: 'A short survey after each coaching meeting.',
    roles: everyone,
  },
  {
    path: 'post-program',
    title: 'Post-program survey',
    summary: 'Your view of the program once the year is over.',
    roles: everyone,
  },
  {
    path: 'program-eval',
    title: 'Program evaluation',
    summary: 'The evaluation that counts toward your certificate.',
    roles: everyone,
  },
  {
    path: 'reflection',
    title: 'Reflection',
    summary: 'Your reflections on coaching, which count toward the certificate.',
    roles: everyone,
  },
  {
    path: 'resources',
    title: 'Resources',
    summary: 'Reading, templates and recordings for your coaching year.',
    roles: everyone,
  },
  {
    path: 'announcement',
    title: 'Announcements',
    summary: 'Post, schedule, reorder and hide announcements for your cohorts.',
    roles: staff,
  },
  {
    path: 'event',
    title: 'Events',
    summary: 'Schedule sessions and deadlines, take attendance and e-mail attendees.',
    roles: staff,
  },
  {
    path: 'matching',
    title: 'Matching',
    summary: 'Match peers into coaching pairs and trios, then publish and e-mail them.',
    roles: staff,
  },
  {
    path: 'report',
    title: 'Reports',
    summary: 'Attendance and certificate progress per cohort, with CSV export.',
    roles: staff,
  },
  {
    path: 'settings',
    title: 'Settings',
    summary: 'Certificate requirements, pages and e-mail templates of your groups.',
    roles: staff,
  },
  {
    path: 'survey',
    title: 'Surveys',
    summary: 'Create surveys, follow who answered, and read the results.',
    roles: staff,
  },
  {
    path: 'user',
    title: 'Users',
    summary: 'People of your cohorts: profiles, roles and cohort membership.',
    roles: staff,
  },
];
