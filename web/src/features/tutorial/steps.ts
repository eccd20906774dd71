/**
 * The facilitators' tutorial: one step per thing a new facilitator needs to find, in the order of
 * the product spec (section 2). The machine only knows the step count; the panel reads the text.
 */

/** Pages a step may point to, with the name the panel's link uses ('Open Events'). */
export const TUTORIAL_PAGES = {
  '/': 'Home',
  '/event': 'Events',
  '/announcement': 'Announcements',
  '/user': 'Users',
  '/discussion': 'Discussions',
  '/survey': 'Surveys',
  '/report': 'Reports',
  '/settings': 'Settings',
  '/alumni': 'Alumni network',
  '/matching': 'Matching',
  '/account': 'Account',
  '/resources': 'Resources',
} as const;

export type TutorialRoute = keyof typeof TUTORIAL_PAGES;

export interface TutorialStep {
  id: string;
  title: string;
  body: string;
  route: TutorialRoute;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'filter-events',
    title: 'Filter events',
    body: 'The Events page opens on future events, sorted by start date. Switch the filter to past or all events when you need them; the colours tell events apart at a glance: yellow for deadlines, green for upcoming events, grey for past ones.',
    route: '/event',
  },
  {
    id: 'edit-event',
    title: 'Edit an event',
    body: 'Open an event to change its title, dates or description, then save. Times are shown in Eastern time (America/New_York) for everyone, whatever their own time zone.',
    route: '/event',
  },
  {
    id: 'create-event',
    title: 'Create an event',
    body: 'Add an event to schedule a session or a due date for your cohort. Give due dates the Deadline type so participants see them in yellow on their calendar.',
    route: '/event',
  },
  {
    id: 'delete-event',
    title: 'Delete an event',
    body: "Deleting an event removes it from every participant's calendar. In this sandbox nothing real is lost, so try it here before you need it.",
    route: '/event',
  },
  {
    id: 'duplicate-event',
    title: 'Duplicate an event',
    body: 'Duplicating copies an event with all its details, so you only change the date. It is the quickest way to set up a recurring session such as weekly office hours.',
    route: '/event',
  },
  {
    id: 'attendance',
    title: 'Take attendance',
    body: "Open an event to see who registered and mark who attended. Attended events turn blue on a participant's calendar; a registration without attendance turns red (absent) 24 hours after the event ends.",
    route: '/event',
  },
  {
    id: 'email-participants',
    title: 'Email participants',
    body: "From an event's participant list you can email the people who registered, for example to share a meeting link or a change of plan. Only the people on that list receive it.",
    route: '/event',
  },
  {
    id: 'announcement-visibility',
    title: 'Show or hide announcements',
    body: 'A manual announcement reaches participants only while it is marked visible; hide it instead of deleting it if you may need it again. You always see every announcement, hidden ones included, so check the visibility before assuming participants can read it.',
    route: '/announcement',
  },
  {
    id: 'timed-announcements',
    title: 'Timed announcements',
    body: 'Set an announcement to timed and give it a start and an end date: participants see it only between those dates. Use it to prepare reminders ahead of time.',
    route: '/announcement',
  },
  {
    id: 'reorder-announcements',
    title: 'Reorder announcements',
    body: 'Change the order of the announcements to put the most urgent message first. Participants see them in the order of your list.',
    route: '/announcement',
  },
  {
    id: 'user-profiles',
    title: 'User profiles',
    body: "The Users page lists the participants of the current cohort, sorted by last name, and starts on confirmed users. Open a profile to see a participant's details and their progress toward the certificate.",
    route: '/user',
  },
  {
    id: 'top-menu',
    title: 'The top menu',
    body: 'The top bar leads to every facilitator page and shows the group and cohort you are working in. It also holds the light and dark theme switch and your account menu.',
    route: '/',
  },
  {
    id: 'discussions',
    title: 'Discussions',
    body: 'Discussions are where participants talk between sessions. Start a thread with a question to get the conversation going, and reply to keep it alive.',
    route: '/discussion',
  },
  {
    id: 'surveys',
    title: 'Surveys',
    body: "Surveys collect check-ins, reflections and the program evaluation. Follow who has answered: completed surveys count toward each participant's certificate.",
    route: '/survey',
  },
  {
    id: 'reports',
    title: 'Reports',
    body: 'Reports sum up attendance and engagement across the cohort. Use them to spot participants who are falling behind and reach out early.',
    route: '/report',
  },
  {
    id: 'group-emails',
    title: 'Group emails',
    body: 'Send one email to everyone in a cohort, for example a welcome message or a schedule change. Check the recipients before sending: an email cannot be recalled.',
    route: '/user',
  },
  {
    id: 'settings',
    title: 'Settings',
    body: 'Settings belong to your current group and apply to all of its cohorts. Review them before each new program starts.',
    route: '/settings',
  },
  {
    id: 'certificate-requirements',
    title: 'Certificate requirements',
    body: 'Set the minimum and maximum that count for kickoffs, check-ins, completions, reflections and office hours, and whether the kickoff response and program evaluation are required. Certificate progress is what a participant earned out of what you require.',
    route: '/settings',
  },
  {
    id: 'edit-pages',
    title: 'Edit pages',
    body: 'Edit the text of the participant pages, such as the overview and the guidelines, yourself. Participants see your changes as soon as you save, so reread before saving.',
    route: '/settings',
  },
  {
    id: 'edit-emails',
    title: 'Edit emails',
    body: 'Adjust the wording of the emails the program sends, such as reminders and confirmations, so they sound like your program. Keep them short: many participants read them on a phone.',
    route: '/settings',
  },
  {
    id: 'alumni-network',
    title: 'The alumni network',
    body: 'Participants who join the alumni community stay connected after their program and also see the alumni cohort. Share opportunities there to keep past participants involved.',
    route: '/alumni',
  },
  {
    id: 'matching-load-users',
    title: 'Matching: load users',
    body: 'Matching starts by loading the participants of the current cohort with their matching survey answers. If the list stays empty, check that participants have answered the matching survey.',
    route: '/matching',
  },
  {
    id: 'matching-match-users',
    title: 'Matching: match users',
    body: 'Pair participants into peer-coaching partners, adjusting the pairs by hand where you know better. Make sure everyone has a partner before moving on.',
    route: '/matching',
  },
  {
    id: 'matching-send-emails',
    title: 'Matching: send emails',
    body: 'When the pairs look right, send the emails that introduce partners to each other. That is the whole tour: choose Finish to complete the tutorial.',
    route: '/matching',
  },
];
