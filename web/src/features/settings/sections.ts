/**
 * The sections of /settings, in order. Each is a tab (`/settings?section=<id>`) with a component
 * of its own (docs/settings.md). The certificate stays first: /settings opens on it, as before.
 */
export const SETTINGS_SECTIONS = [
  {
    id: 'certificate',
    label: 'Certificate',
    summary: 'What a participant of the group must do to earn the certificate.',
  },
  {
    id: 'program',
    label: 'Program',
    summary: 'The program’s name and whom participants contact.',
  },
  {
    id: 'cohorts',
    label: 'Cohorts',
    summary: 'The group’s cohorts: create one, rename it, change its dates.',
  },
  {
    id: 'reminders',
    label: 'Reminders',
    summary: 'When the automatic survey reminder goes out.',
  },
  {
    id: 'facilitators',
    label: 'Facilitators',
    summary: 'Who runs the group; an admin adds and removes them.',
  },
  {
    id: 'pages',
    label: 'Pages and e-mails',
    summary: 'The pages peers read and the e-mails the app sends, with their versions (docs/pages.md).',
  },
  {
    id: 'history',
    label: 'History',
    summary: 'Who changed what in the group, and when (docs/audit-log.md).',
  },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export function sectionOf(id: string | null): SettingsSectionId {
  return SETTINGS_SECTIONS.find((s) => s.id === id)?.id ?? SETTINGS_SECTIONS[0].id;
}
