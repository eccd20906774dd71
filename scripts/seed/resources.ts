/**
 * The resources library (docs/resources.md): a dozen links for MGH in four categories, some for
 * both program cohorts, some for one cohort only (so per-cohort visibility shows), one for the
 * alumni; a few for Harvard and the sandbox. Descriptions mix plain text and Markdown, as staff
 * write them on /resources.
 */
import { ALUMNI_COHORT_ID, SANDBOX_GROUP_ID, type Resource } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';

interface ResourceDraft {
  slug: string;
  category: string;
  title: string;
  url: string;
  description: string;
  cohorts: string[];
}

const MGH_BOTH = ['mgh-2026-a', 'mgh-2026-b'];

const MGH: ResourceDraft[] = [
  {
    slug: 'program-handbook',
    category: 'Getting started',
    title: 'Program handbook',
    url: 'https://example.org/peer-coaching/handbook',
    description: 'Everything about the year in one place: **sessions**, the certificate, and who to ask.',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'first-session-checklist',
    category: 'Getting started',
    title: 'Checklist for your first coaching session',
    url: 'https://example.org/peer-coaching/first-session',
    description: 'Ten minutes to read before you meet your partner.',
    cohorts: ['mgh-2026-b'],
  },
  {
    slug: 'active-listening',
    category: 'Coaching skills',
    title: 'Active listening: a practical guide',
    url: 'https://example.org/skills/active-listening',
    description: 'Reflecting, summarising and the power of a pause.\n\n- Read before the second check-in\n- 15 minutes',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'grow-model',
    category: 'Coaching skills',
    title: 'The GROW model in five questions',
    url: 'https://example.org/skills/grow',
    description: 'Goal, Reality, Options, Way forward: a frame for any coaching conversation.',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'powerful-questions',
    category: 'Coaching skills',
    title: 'Powerful questions (case study session)',
    url: 'https://example.org/skills/questions',
    description: 'The question bank used in the case study session of Cohort A.',
    cohorts: ['mgh-2026-a'],
  },
  {
    slug: 'burnout-research',
    category: 'Readings',
    title: 'Peer support and burnout among clinicians',
    url: 'https://example.org/readings/peer-support-burnout',
    description: 'A review of what peer support programs change, and what they do not. _Optional reading._',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'psychological-safety',
    category: 'Readings',
    title: 'Psychological safety in clinical teams',
    url: 'https://example.org/readings/psychological-safety',
    description: 'Why teams that speak up learn faster.',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'session-notes-template',
    category: 'Templates and tools',
    title: 'Session notes template',
    url: 'https://example.org/tools/session-notes',
    description: 'A one-page template for notes after each coaching session. Keep it private.',
    cohorts: MGH_BOTH,
  },
  {
    slug: 'goal-worksheet',
    category: 'Templates and tools',
    title: 'Goal-setting worksheet',
    url: 'https://example.org/tools/goals',
    description: '',
    cohorts: ['mgh-2026-a'],
  },
  {
    slug: 'wellbeing-services',
    category: 'Wellbeing',
    title: 'Employee wellbeing services',
    url: 'https://example.org/wellbeing',
    description: 'Confidential counselling, available to every employee, 24 hours a day.',
    cohorts: [...MGH_BOTH, ALUMNI_COHORT_ID],
  },
  {
    slug: 'alumni-mentoring',
    category: 'Getting started',
    title: 'Mentoring as an alumnus',
    url: 'https://example.org/alumni/mentoring',
    description: 'How alumni mentor the new cohorts, and how to sign up.',
    cohorts: [ALUMNI_COHORT_ID],
  },
];

const HARVARD: ResourceDraft[] = [
  {
    slug: 'harvard-handbook',
    category: 'Getting started',
    title: 'Harvard program handbook',
    url: 'https://example.org/harvard/handbook',
    description: 'Sessions, certificate and contacts for the Harvard cohorts.',
    cohorts: ['harvard-2026-a', 'harvard-2026-b'],
  },
  {
    slug: 'harvard-feedback',
    category: 'Coaching skills',
    title: 'Giving feedback that lands',
    url: 'https://example.org/harvard/feedback',
    description: '',
    cohorts: ['harvard-2026-a'],
  },
];

const SANDBOX: ResourceDraft[] = [
  {
    slug: 'sandbox-guide',
    category: 'Getting started',
    title: 'Facilitator guide (sample)',
    url: 'https://example.org/sandbox/guide',
    description: 'A sample resource: edit it, move it or remove it. The sandbox can be reset.',
    cohorts: ['facilitators-sandbox'],
  },
];

function resourcesOf(group: string, drafts: ResourceDraft[], createdBy: string, clock: DemoClock): Resource[] {
  const orders = new Map<string, number>();
  return drafts.map((draft, index) => {
    const order = orders.get(draft.category) ?? 0;
    orders.set(draft.category, order + 1);
    const at = clock.at(-60 + index, '09:00');
    return {
      id: `${group}-${draft.slug}`,
      group,
      cohorts: draft.cohorts,
      category: draft.category,
      title: draft.title,
      url: draft.url,
      description: draft.description,
      order,
      created_at: at,
      updated_at: at,
      created_by: createdBy,
    };
  });
}

export function buildResources(clock: DemoClock): Resource[] {
  return [
    ...resourcesOf('mgh', MGH, 'demo-facilitator', clock),
    ...resourcesOf('harvard', HARVARD, 'demo-admin', clock),
    ...resourcesOf(SANDBOX_GROUP_ID, SANDBOX, 'demo-sandbox', clock),
  ];
}
