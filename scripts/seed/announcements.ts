/**
 * Announcements of every kind the visibility rule distinguishes (spec section 4): manual shown,
 * manual hidden, and timed ones that are current, expired and not yet started, for every cohort
 * (alumni and the sandbox included). Bodies are Markdown, as facilitators write them on
 * /announcement; windows are days and times relative to the seed clock, so redating moves them.
 */
import { ALUMNI_COHORT_ID, type Announcement } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { COHORTS, GROUPS, programCohortsOf, type CohortPlan } from './program.ts';

type Window = { start: [number, string]; end: [number, string] } | null;

interface AnnouncementDraft {
  slug: string;
  title: string;
  body: string;
  visible: boolean;
  /** Timed announcements show only inside this window; null for manual ones. */
  window: Window;
}

/** Five announcements, one per kind, in the order a facilitator would list them. */
function fiveKinds(audience: string): AnnouncementDraft[] {
  return [
    {
      slug: 'welcome',
      title: `Welcome, ${audience}`,
      body: [
        '**Welcome aboard!** Your calendar lists every session:',
        '',
        '- Check-ins are every other week, 12:00 to 13:00.',
        '- Office hours are open to all cohorts.',
        '',
        'Questions? Write to [the program team](mailto:program@demo.test).',
      ].join('\n'),
      visible: true,
      window: null,
    },
    {
      slug: 'draft-schedule-change',
      title: 'Draft: schedule change for the next quarter',
      body: '_Not published yet._ The check-in time may move to **12:30** next quarter.',
      visible: false,
      window: null,
    },
    {
      slug: 'this-week',
      title: 'This week: coaching drop-in day',
      body: 'Facilitators are on call **all day today**. Drop in whenever suits you, no need to register.',
      visible: true,
      window: { start: [-2, '08:00'], end: [5, '20:00'] },
    },
    {
      slug: 'kickoff-survey-reminder',
      title: 'Reminder: kickoff response',
      body: 'Please send your **kickoff response** before the deadline: it counts toward your certificate.',
      visible: true,
      window: { start: [-30, '08:00'], end: [-10, '23:59'] },
    },
    {
      slug: 'program-eval-preview',
      title: 'Coming up: program evaluation',
      body: [
        'The program evaluation opens soon. It takes about ten minutes and asks:',
        '',
        '1. what helped you most,',
        '2. what to change next year.',
      ].join('\n'),
      visible: true,
      window: { start: [14, '08:00'], end: [28, '23:59'] },
    },
  ];
}

function toAnnouncement(
  draft: AnnouncementDraft,
  id: string,
  group: string,
  cohorts: string[],
  order: number,
  clock: DemoClock,
): Announcement {
  const window = draft.window;
  return {
    id,
    title: draft.title,
    body: draft.body,
    display: window ? 'timed' : 'manual',
    visible: draft.visible,
    start_date: window ? clock.at(...window.start) : null,
    end_date: window ? clock.at(...window.end) : null,
    order,
    group,
    cohorts,
    created_at: clock.at(window ? Math.min(window.start[0], 0) - 1 : -40, '09:30'),
  };
}

/** A group-wide note for all its program cohorts, listed first. */
function groupNote(group: string, clock: DemoClock): Announcement {
  const draft: AnnouncementDraft = {
    slug: 'shared-office-hours',
    title: 'Office hours are shared',
    body: 'Both cohorts meet at the **same monthly office hours**: a good place to meet the other cohort.',
    visible: true,
    window: null,
  };
  const cohorts = programCohortsOf(group).map((c) => c.id);
  return toAnnouncement(draft, `${group}-${draft.slug}`, group, cohorts, 0, clock);
}

function cohortAnnouncements(cohort: CohortPlan, clock: DemoClock): Announcement[] {
  return fiveKinds(cohort.name).map((draft, i) =>
    toAnnouncement(draft, `${cohort.id}-${draft.slug}`, cohort.group, [cohort.id], i + 1, clock),
  );
}

function alumniAnnouncements(clock: DemoClock): Announcement[] {
  const drafts: AnnouncementDraft[] = [
    {
      slug: 'network-directory',
      title: 'The alumni directory is open',
      body: 'Find graduates by department and reach out for a coaching conversation. See the [alumni page](/alumni).',
      visible: true,
      window: null,
    },
    {
      slug: 'mixer-rsvp',
      title: 'RSVP for the next alumni mixer',
      body: 'Let us know you are coming so we order enough snacks.',
      visible: true,
      window: { start: [-5, '08:00'], end: [10, '23:59'] },
    },
    {
      slug: 'mentor-call-draft',
      title: 'Draft: call for alumni mentors',
      body: "_Draft._ We are looking for **five mentors** for next year's cohorts.",
      visible: false,
      window: null,
    },
    {
      slug: 'reunion-save-the-date',
      title: 'Save the date: alumni reunion',
      body: 'The yearly reunion is coming. Details to follow:\n\n- where: the main campus\n- who: every cohort since the start',
      visible: true,
      window: { start: [20, '08:00'], end: [45, '23:59'] },
    },
    {
      slug: 'survey-closed',
      title: 'Alumni survey: thank you',
      body: 'The alumni survey is **closed**. Thank you to the 40 of you who answered!',
      visible: true,
      window: { start: [-40, '08:00'], end: [-20, '23:59'] },
    },
  ];
  return drafts.map((draft, i) =>
    toAnnouncement(draft, `${ALUMNI_COHORT_ID}-${draft.slug}`, 'mgh', [ALUMNI_COHORT_ID], i + 1, clock),
  );
}

export function buildAnnouncements(clock: DemoClock): Announcement[] {
  const realGroups = GROUPS.filter((g) => programCohortsOf(g.id).length > 0);
  return [
    ...realGroups.map((g) => groupNote(g.id, clock)),
    ...COHORTS.filter((c) => c.kind !== 'alumni').flatMap((c) => cohortAnnouncements(c, clock)),
    ...alumniAnnouncements(clock),
  ];
}
