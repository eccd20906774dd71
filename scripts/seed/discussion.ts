/**
 * The discussion's demo threads (docs/discussion.md): in every program cohort and the alumni
 * community, a pinned welcome thread from the group's facilitator, a few conversations between
 * its peers with replies over the past weeks, and a locked thread; the demo peer has read some of
 * them, so /discussion shows both read threads and new posts. Each thread's figures are what the
 * replies trigger would write (threadActivity), so loading the data wakes no change.
 */
import {
  authorName,
  threadActivity,
  type Cohort,
  type DiscussionPost,
  type DiscussionReads,
  type DiscussionThread,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { randomFor } from './random.ts';
import type { UserDoc } from './types.ts';

interface Conversation {
  title: string;
  body: string;
  replies: string[];
}

const WELCOME: Conversation = {
  title: 'Welcome: introduce yourself',
  body: [
    'Welcome to the discussion of your cohort! This is the place for questions between sessions,',
    'things you tried with your coaching partner, and reading worth sharing.',
    '',
    'To start, tell us **your department** and _one thing_ you hope to get out of the program.',
  ].join('\n'),
  replies: [
    'Hi all, emergency medicine here. I hope to get better at listening without fixing.',
    'Oncology nursing. Looking forward to having a space to think out loud with peers.',
    'Hello from radiology! I want to learn how to ask better questions.',
  ],
};

const CONVERSATIONS: readonly Conversation[] = [
  {
    title: 'How long do you wait after asking a question?',
    body: 'In our last check-in my partner went quiet after a question and I jumped in after a few seconds. How long do you let the silence run?',
    replies: [
      'I count to ten in my head. It feels endless, but the answer after the pause is usually the real one.',
      'Same here. Our facilitator said silence is the other person thinking, not a gap to fill.',
      'I now say "take your time" once, then wait. It takes the pressure off both of us.',
    ],
  },
  {
    title: 'Reading: "The Coaching Habit"',
    body: 'Has anyone read *The Coaching Habit* by Michael Bungay Stanier? The seven questions fit well with our check-ins:\n\n1. What is on your mind?\n2. And what else?\n3. What is the real challenge here for you?',
    replies: [
      '"And what else?" changed my sessions. People rarely lead with the thing that matters most.',
      'Thanks for the tip, just borrowed it from the library.',
    ],
  },
  {
    title: 'Finding a time with my partner',
    body: 'Our schedules barely overlap (nights vs. days). How are other pairs managing?',
    replies: [
      'We do 20-minute calls at shift change, twice a month. Short but regular works for us.',
      'A shared note where we leave questions for each other between calls helps too.',
    ],
  },
  {
    title: 'Reflection prompts that worked for you',
    body: 'I struggle to start the written reflection. Which prompts helped you get going?',
    replies: ['"What surprised me this month?" gets me writing every time.'],
  },
];

const LOCKED: Conversation = {
  title: 'Kickoff logistics (closed)',
  body: 'Parking, room and Zoom details for the kickoff. The session is over, so this thread is closed; see the announcements for what comes next.',
  replies: ['Thanks, the Zoom link worked fine for those of us who joined remotely.'],
};

const ALUMNI_CONVERSATIONS: readonly Conversation[] = [
  {
    title: 'Staying in touch after the program',
    body: 'How do you keep coaching going now that the program year is over?',
    replies: [
      'My partner and I still meet once a month over lunch.',
      'I volunteered as a peer mentor for the new cohort: highly recommended.',
    ],
  },
  CONVERSATIONS[1]!,
];

const wallTime = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export interface DemoDiscussion {
  threads: DiscussionThread[];
  posts: DiscussionPost[];
  reads: DiscussionReads[];
}

/** Threads and replies of one cohort, by its peers (and the group's facilitator), over past days. */
function cohortDiscussion(cohort: Cohort, peers: readonly UserDoc[], host: UserDoc | undefined, clock: DemoClock) {
  const random = randomFor(`discussion:${cohort.id}`);
  const alumni = cohort.alumni;
  const plan: { conversation: Conversation; daysAgo: number; pinned?: boolean; locked?: boolean; host?: boolean }[] =
    alumni
      ? ALUMNI_CONVERSATIONS.map((conversation, index) => ({ conversation, daysAgo: 20 - index * 9 }))
      : [
          { conversation: WELCOME, daysAgo: 40, pinned: true, host: true },
          { conversation: LOCKED, daysAgo: 35, locked: true, host: true },
          ...CONVERSATIONS.map((conversation, index) => ({ conversation, daysAgo: 18 - index * 5 })),
        ];
  const threads: DiscussionThread[] = [];
  const posts: DiscussionPost[] = [];
  plan.forEach(({ conversation, daysAgo, pinned = false, locked = false, host: byHost }, threadIndex) => {
    const author = (byHost && host) || random.pick(peers);
    const id = `${cohort.id}-thread-${threadIndex + 1}`;
    const base = {
      group: cohort.group,
      cohort: cohort.id,
      created_at: clock.at(-daysAgo, wallTime(9 + threadIndex, 15)),
      edited_at: null,
      hidden: false,
    };
    const replies = conversation.replies.map((body, index): DiscussionPost => {
      const replier = peers[(threadIndex + index + 1) % peers.length]!;
      // Spread over the days after the thread opened, none later than yesterday.
      const step = Math.max(1, Math.floor(daysAgo / (conversation.replies.length + 1)));
      const day = Math.min(-1, -daysAgo + 1 + index * step);
      return {
        ...base,
        id: `${id}-reply-${index + 1}`,
        thread_id: id,
        body,
        author_id: replier.id,
        author_name: authorName(replier),
        created_at: clock.at(day, wallTime(12 + index, 10 + threadIndex * 7)),
      };
    });
    const thread = {
      ...base,
      id,
      title: conversation.title,
      body: conversation.body,
      author_id: author.id,
      author_name: authorName(author),
      pinned,
      locked,
    };
    threads.push({ ...thread, ...threadActivity(thread, replies) });
    posts.push(...replies);
  });
  return { threads, posts };
}

export function buildDiscussion(
  users: readonly UserDoc[],
  cohorts: readonly Cohort[],
  clock: DemoClock,
): DemoDiscussion {
  const threads: DiscussionThread[] = [];
  const posts: DiscussionPost[] = [];
  for (const cohort of cohorts) {
    const peers = users.filter(
      (u) =>
        u.role === 'peer' &&
        u.status === 'confirmed' &&
        (cohort.alumni ? u.alumni_community : u.cohort_list.includes(cohort.id)),
    );
    if (peers.length === 0) continue;
    const host = users.find((u) => u.role === 'facilitator' && u.group_list.includes(cohort.group));
    const discussion = cohortDiscussion(cohort, peers, host, clock);
    threads.push(...discussion.threads);
    posts.push(...discussion.posts);
  }
  // The demo peer has opened the welcome and the locked thread of their cohort since their last
  // replies: the rest of their cohort's threads show as new.
  const demoPeer = users.find((u) => u.id === 'demo-peer');
  const read = demoPeer ? threads.filter((t) => demoPeer.cohort_list.includes(t.cohort) && (t.pinned || t.locked)) : [];
  const reads: DiscussionReads[] = demoPeer
    ? [{ id: demoPeer.id, threads: Object.fromEntries(read.map((t) => [t.id, t.last_post_at])) }]
    : [];
  return { threads, posts, reads };
}
