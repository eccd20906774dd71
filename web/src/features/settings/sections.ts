/**
 * The sections of /settings, in order. Each is a tab (`/settings?section=<id>`); later issues add
 * theirs here (program, cohorts, reminders, facilitators) with a component of their own.
 */
export const SETTINGS_SECTIONS = [
  {
    id: 'certificate',
    label: 'Certificate',
    summary: 'What a participant of the group must do to earn the certificate.',
  },
  {
    id: 'pages',
    label: 'Pages and e-mails',
    summary: 'The pages peers read and the e-mails the app sends, with their versions (docs/pages.md).',
  },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export function sectionOf(id: string | null): SettingsSectionId {
  return SETTINGS_SECTIONS.find((s) => s.id === id)?.id ?? SETTINGS_SECTIONS[0].id;
}
