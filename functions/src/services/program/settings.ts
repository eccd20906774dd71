/**
 * A group's program settings (docs/settings.md): the program's name and contact and the reminder
 * schedule. Staff of the group (or an admin) read and save them; the automatic survey reminder
 * (survey-reminders.ts) reads the schedule with `reminderDaysByGroup`.
 */
import {
  auditTime,
  auditSummary,
  fieldChangeList,
  dailyEmailRecipientsOf,
  defaultProgramSettings,
  programSettingsFields,
  reminderDaysOf,
  staffesGroup,
  type Cohort,
  type ProgramSettings,
  type ProgramSettingsResponse,
  type User,
} from '@peer-coaching/domain';
import {
  groupName,
  readProgramSettings,
  readProgramSettingsOf,
  writeProgramSettings,
} from '../../data/program/program-settings.ts';
import { changeCohort, getCohort, insertCohort } from '../../data/program/cohort-settings.ts';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { invalidInput, notAllowed, notFound } from '../errors.ts';

async function runGroup(caller: User, group: string): Promise<string> {
  if (!staffesGroup(caller, group)) throw notAllowed(`group: you do not run group ${group}`);
  const name = await groupName(group);
  if (name === null) throw notFound(`No group ${group}`);
  return name;
}

export async function getProgramSettings(caller: User, group: string): Promise<ProgramSettingsResponse> {
  const name = await runGroup(caller, group);
  const stored = await readProgramSettings(group);
  const parsed = stored ? programSettingsFields.safeParse(pick(stored.data)) : null;
  const settings = parsed?.success ? parsed.data : defaultProgramSettings(name);
  return {
    group,
    ...settings,
    daily_email_recipients: dailyEmailRecipientsOf(stored?.data),
    saved: parsed?.success ?? false,
    updated_at: stored?.updated_at?.toISOString() ?? null,
  };
}

export async function saveProgramSettings(
  caller: User,
  group: string,
  settings: ProgramSettings,
): Promise<ProgramSettingsResponse> {
  const [, stored] = await Promise.all([runGroup(caller, group), readProgramSettings(group)]);
  // A save without the daily e-mail limit (a client from before it) keeps the stored one.
  const daily = settings.daily_email_recipients ?? dailyEmailRecipientsOf(stored?.data);
  const saved = { ...settings, daily_email_recipients: daily };
  const before = pick(stored?.data ?? {});
  const parts = fieldChangeList(before, saved);
  describeAudit({
    group,
    target: `groups/${group}/settings/program`,
    summary: auditSummary(parts || 'Saved, nothing changed'),
  });
  await writeProgramSettings(group, saved, caller.id);
  return getProgramSettings(caller, group);
}

/** Each group's reminder schedule: days before a window closes (0: no automatic reminder). */
export async function reminderDaysByGroup(groups: readonly string[]): Promise<Map<string, number>> {
  const stored = await readProgramSettingsOf(groups);
  return new Map(groups.map((g) => [g, reminderDaysOf(stored.get(g))]));
}

const pick = (data: Record<string, unknown>) => ({
  program_name: data.program_name,
  contact_name: data.contact_name,
  contact_email: data.contact_email,
  survey_reminder_days: data.survey_reminder_days,
  daily_email_recipients: data.daily_email_recipients,
});

/** A group's daily e-mail limit (recipients a New York day): saved on /settings, else the default. */
export async function dailyEmailRecipientsOfGroup(group: string): Promise<number> {
  return dailyEmailRecipientsOf((await readProgramSettings(group))?.data);
}

// ---- cohorts (docs/settings.md "Cohorts") ----------------------------------------------------

export async function createCohort(
  caller: User,
  body: { group: string; name: string; start_date: Date; end_date: Date },
): Promise<{ cohort: Cohort; renamed_people: number }> {
  const { group, ...fields } = body;
  if (!staffesGroup(caller, group)) throw notAllowed(`group: you do not run group ${group}`);
  const summary = `Created “${fields.name}”, ${auditTime(fields.start_date)} to ${auditTime(fields.end_date)}`;
  describeAudit({ group, target: 'cohorts', summary });
  const cohort = await insertCohort(group, fields);
  if (!cohort) throw notFound(`No group ${group}`);
  return { cohort, renamed_people: 0 };
}

export async function updateCohort(
  caller: User,
  id: string,
  changes: { name?: string | undefined; start_date?: Date | undefined; end_date?: Date | undefined },
): Promise<{ cohort: Cohort; renamed_people: number }> {
  const existing = await getCohort(id);
  if (!existing) throw notFound(`No cohort ${id}`);
  if (!staffesGroup(caller, existing.group)) throw notAllowed(`id: you do not run group ${existing.group}`);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const parts = fieldChangeList(existing, { ...existing, ...defined });
  const summary = auditSummary(`“${existing.name}”: ${parts || 'nothing changed'}`);
  describeAudit({ group: existing.group, target: `cohorts/${id}`, summary });
  const result = await changeCohort(id, defined, (next) => {
    if (next.end_date.getTime() < next.start_date.getTime()) {
      throw invalidInput(`${'end_date' in defined ? 'end_date' : 'start_date'}: the cohort would end before it starts`);
    }
  });
  if (!result) throw notFound(`No cohort ${id}`);
  return { cohort: result.cohort, renamed_people: result.renamed };
}
