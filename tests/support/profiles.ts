/**
 * People's profiles for every suite's fixtures (API, rules, triggers): one shape, as the app stores
 * it. Apart from documents.ts so that the rules suite does not load the admin SDK.
 */
export const at = (iso: string) => new Date(iso);

/**
 * A whole profile as the app stores it, for every suite (each with its own e-mail domain): `role`
 * in `groups` (staff list them in group_list too) and `cohorts`, the first of each current; its
 * names the id unless `extra` says otherwise.
 */
export const profileDoc = (
  id: string,
  role: string,
  groups: string[],
  cohorts: string[],
  domain: string,
  extra: object = {},
) => ({
  id,
  email: `${id.toLowerCase()}@${domain}`,
  first_name: id,
  last_name: id,
  last_name_lower: id.toLowerCase(),
  role,
  group: groups,
  group_list: role === 'peer' ? [] : groups,
  cohort: cohorts,
  cohort_list: cohorts,
  current_group: groups[0] ?? null,
  current_cohort: cohorts[0] ?? null,
  alumni_community: false,
  tutorial: true,
  last_login: at('2026-01-02T15:00:00Z'),
  status: 'confirmed',
  department: 'Nursing',
  created_at: at('2025-12-01T15:00:00Z'),
  ...extra,
});
