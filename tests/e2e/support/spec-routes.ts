/**
 * The routes of spec section 2 and the title each page shows, written out here from the spec (not
 * taken from the app's route table), for the tests that visit every route.
 */

/** Open to admin, facilitator and peer, with the title each page shows. */
export const SHARED_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/account': 'Account',
  '/alumni': 'Alumni network',
  '/alumni-survey': 'Alumni survey',
  '/discussion': 'Discussion',
  '/facilitators': 'Facilitators',
  '/guidelines': 'Guidelines',
  '/howto': 'How to',
  '/kickoff': 'Kickoff',
  '/makeup': 'Make-up session',
  '/checkin-makeup': 'Check-in make-up',
  '/checkin-case-study-makeup': 'Case study make-up',
  '/matching-survey': 'Matching survey',
  '/overview': 'Program overview',
  '/post-meeting': 'Post-meeting survey',
  '/post-program': 'Post-program survey',
  '/program-eval': 'Program evaluation',
  '/reflection': 'Reflection',
  '/resources': 'Resources',
};

/** Admin and facilitator only (besides /user-view, which shows the participant frame). */
export const STAFF_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/announcement': 'Announcements',
  '/event': 'Events',
  '/matching': 'Matching',
  '/report': 'Reports',
  '/settings': 'Settings',
  '/survey': 'Surveys',
  '/user': 'Users',
};

/** Public pages other than /login, /signup and /logout, which redirect. */
export const PUBLIC_PAGE_TITLES: Readonly<Record<string, RegExp>> = {
  '/reset-password': /^Reset your password · /,
  '/mgh': /MGH/,
  '/harvard': /Harvard/,
  '/debug': /^Debug · /,
};
