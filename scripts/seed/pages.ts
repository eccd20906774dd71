/**
 * The demo groups' own pages (docs/pages.md): MGH and Harvard have written their guidelines,
 * how-to, overview and facilitators pages (version 1 each, by the demo admin a month ago); the
 * sandbox keeps the defaults, so facilitators see what a new group starts with. No e-mail
 * template is seeded: every group sends the defaults until its staff edit one.
 */
import {
  DEFAULT_PAGES,
  nextPageVersion,
  PAGE_KEYS,
  type PageContent,
  type PageVersion,
  type PageKey,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';

interface GroupPages {
  program: string;
  contact: string;
  meets: string;
}

const GROUP_PAGES: Record<string, GroupPages> = {
  mgh: {
    program: 'MGH Peer Coaching Program',
    contact: 'peer-coaching@mgh.example.org',
    meets: 'Tuesdays at noon in the Bulfinch building, room 210, or on Zoom',
  },
  harvard: {
    program: 'Harvard Peer Coaching Program',
    contact: 'peer-coaching@harvard.example.edu',
    meets: 'Thursdays at 4 PM in the Countway Library, or on Zoom',
  },
};

function markdownOf(key: PageKey, group: GroupPages): string {
  switch (key) {
    case 'guidelines':
      return `# Guidelines of the ${group.program}\n\n${DEFAULT_PAGES.guidelines.markdown}\n\nCheck-ins meet ${group.meets}.`;
    case 'howto':
      return `${DEFAULT_PAGES.howto.markdown}\n\nAnything else: write to [${group.contact}](mailto:${group.contact}).`;
    case 'overview':
      return `# ${group.program}\n\n${DEFAULT_PAGES.overview.markdown}`;
    case 'facilitators':
      return `${DEFAULT_PAGES.facilitators.markdown}\n\nThe program's shared inbox: [${group.contact}](mailto:${group.contact}).`;
  }
}

export function buildPages(clock: DemoClock): { pages: PageContent[]; versions: PageVersion[] } {
  const pages: PageContent[] = [];
  const versions: PageVersion[] = [];
  for (const [group, text] of Object.entries(GROUP_PAGES)) {
    for (const key of PAGE_KEYS) {
      const saved = nextPageVersion(null, {
        group,
        key,
        markdown: markdownOf(key, text),
        subject: null,
        by: { id: 'demo-admin', name: 'Morgan Ellis' },
        at: clock.at(-30, '10:00'),
      });
      pages.push(saved.page);
      versions.push(saved.version);
    }
  }
  return { pages, versions };
}
