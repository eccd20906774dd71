/**
 * Group e-mails (docs/emails.md): who an audience is, each recipient's merge values, sending now or
 * when a scheduled message's time comes, and the match announcement of a published round.
 */
import {
  audienceLabel,
  groupEmailValues,
  matchAnnouncementValues,
  nonRespondents,
  renderGroupEmail,
  renderMail,
  selectRecipients,
  staffesGroup,
  type AudienceFacts,
  type GroupEmail,
  type GroupEmailAudience,
  type GroupEmailRecipient,
  type MailMessage,
  type User,
  wantsEmail,
} from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { getCohortCalendars } from '../../data/events/calendars.ts';
import { getEvent, listApologiesOfEvent, listAttendanceOfEvent } from '../../data/events/events.ts';
import {
  claimGroupEmail,
  claimMatchingRoundEmail,
  GROUP_MAIL_BATCH,
  listDueGroupEmails,
  queueGroupEmail,
  queueMatchingMails,
  releaseMatchingRoundEmail,
  setGroupEmailStatus,
} from '../../data/email/group-emails.ts';
import { getCohorts, listGroups } from '../../data/program/groups.ts';
import { listRoundAssignments } from '../../data/matching/matching.ts';
import { getMailTemplate } from '../../data/program/pages.ts';
import { getSurvey } from '../../data/surveys/survey-admin.ts';
import { listPeersOfCohorts, listPeersOfEventCohorts, listUsersOfGroup } from '../../data/people/users.ts';
import { conflict, invalidInput, notAllowed, notFound } from '../errors.ts';
import { certificateStatusOf } from '../certificate/certificate-status.ts';
import { staffMatchingRound } from '../matching/matching.ts';
import { surveyResults } from '../surveys/survey-staff.ts';

export interface ResolvedAudience {
  group: string;
  label: string;
  recipients: User[];
  /** The cohorts the audience is about, for {cohort} and {next_event}. */
  cohorts: string[];
}

/** The caller must run the group (else not allowed); undefined: a scheduled message, checked when it was written. */
function checkAccess(caller: User | undefined, group: string, field: string) {
  if (caller && !staffesGroup(caller, group)) throw notAllowed(`${field}: you do not run group ${group}`);
}

async function cohortOf(id: string, caller: User | undefined, field: string) {
  const [cohort] = await getCohorts([id]);
  if (!cohort) throw invalidInput(`${field}: unknown cohort ${id}`);
  checkAccess(caller, cohort.group, field);
  return cohort;
}

/** Everyone the audience names now, with the group it belongs to (400 unknown target, 403 another group). */
export async function resolveAudience(
  audience: GroupEmailAudience,
  now: Date,
  caller?: User,
): Promise<ResolvedAudience> {
  if ('cohort' in audience) {
    const cohort = await cohortOf(audience.cohort, caller, 'audience.cohort');
    const candidates = await listPeersOfEventCohorts([cohort.id]);
    return {
      group: cohort.group,
      label: audienceLabel(audience, { cohort: cohort.name }),
      recipients: selectRecipients(audience, { candidates }),
      cohorts: [cohort.id],
    };
  }
  if ('group' in audience) {
    const group = (await listGroups()).find((g) => g.id === audience.group);
    if (!group) throw invalidInput(`audience.group: unknown group ${audience.group}`);
    checkAccess(caller, group.id, 'audience.group');
    const candidates = await listUsersOfGroup(group.id);
    return {
      group: group.id,
      label: audienceLabel(audience, { group: group.name }),
      recipients: selectRecipients(audience, { candidates }),
      cohorts: [],
    };
  }
  const { filter } = audience;
  const facts: AudienceFacts = { candidates: [] };
  switch (filter.name) {
    case 'at_risk': {
      const cohort = await cohortOf(filter.cohort!, caller, 'audience.filter.cohort');
      const candidates = await listPeersOfEventCohorts([cohort.id]);
      const confirmed = candidates.filter((p) => p.role === 'peer' && p.status === 'confirmed');
      // The same prediction the peer's own page shows; someone whose status cannot be worked out
      // (no certificate settings) is not "at risk".
      const statuses = await Promise.all(
        confirmed.map((p) =>
          certificateStatusOf(p, now).then(
            (s) => [p.id, s.status] as const,
            () => [p.id, null] as const,
          ),
        ),
      );
      return {
        group: cohort.group,
        label: audienceLabel(audience, { cohort: cohort.name }),
        recipients: selectRecipients(audience, {
          candidates,
          atRisk: new Set(statuses.filter(([, s]) => s === 'at_risk').map(([id]) => id)),
        }),
        cohorts: [cohort.id],
      };
    }
    case 'survey_non_respondents': {
      const survey = await getSurvey(filter.survey!);
      if (!survey) throw invalidInput(`audience.filter.survey: unknown survey ${filter.survey}`);
      checkAccess(caller, survey.group, 'audience.filter.survey');
      const results = await surveyResults(survey, now);
      facts.candidates = results.peers;
      facts.nonRespondents = new Set(nonRespondents(results.people));
      return {
        group: survey.group,
        label: audienceLabel(audience, { survey: survey.title }),
        recipients: selectRecipients(audience, facts),
        cohorts: survey.cohorts,
      };
    }
    case 'event_absent': {
      const event = await getEvent(filter.event!);
      if (!event) throw invalidInput(`audience.filter.event: unknown event ${filter.event}`);
      checkAccess(caller, event.group, 'audience.filter.event');
      if (now.getTime() < event.start_date.getTime()) {
        throw invalidInput('audience.filter.event: nobody can be absent before the event starts');
      }
      const [candidates, records, apologies] = await Promise.all([
        listPeersOfEventCohorts(event.cohorts),
        listAttendanceOfEvent(event.id),
        listApologiesOfEvent(event.id),
      ]);
      return {
        group: event.group,
        label: audienceLabel(audience, { event: event.title }),
        recipients: selectRecipients(audience, {
          candidates,
          attended: new Set(records.filter((r) => r.status === 'attended').map((r) => r.user_id)),
          apologised: new Set(apologies.map((a) => a.user_id)),
        }),
        cohorts: event.cohorts,
      };
    }
  }
}

export const nameOf = (person: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  `${person.first_name} ${person.last_name}`.trim() || person.email;

/** Each recipient's merge values ({first_name}, {cohort}, {next_event}), read with one query per kind. */
export async function recipientValues(
  resolved: ResolvedAudience,
  now: Date,
): Promise<Map<string, Record<string, string>>> {
  const cohortIds = [...new Set(resolved.recipients.flatMap((p) => p.cohort_list))];
  const [cohorts, calendars] = await Promise.all([getCohorts(cohortIds), getCohortCalendars(cohortIds)]);
  const context = {
    preferredCohorts: resolved.cohorts,
    cohortNames: Object.fromEntries(cohorts.map((c) => [c.id, c.name])),
    calendars: Object.fromEntries(calendars.map((c) => [c.id, c.events])),
    now,
  };
  return new Map(resolved.recipients.map((p) => [p.id, groupEmailValues(p, context)]));
}

/** Renders and queues one message per recipient; the message becomes 'sent' with who it went to. */
export async function deliverGroupEmail(email: GroupEmail, resolved: ResolvedAudience, now: Date): Promise<number> {
  const values = await recipientValues(resolved, now);
  const messages = resolved.recipients.map((person) => {
    const recipient: GroupEmailRecipient = { user_id: person.id, name: nameOf(person), email: person.email };
    const mail: MailMessage = { to: [person.email], ...renderGroupEmail(email, values.get(person.id)!) };
    return { recipient, mail };
  });
  await queueGroupEmail(email.id, { group: email.group, group_email: email.id }, messages, now);
  return messages.length;
}

export interface ScheduledRun {
  sent: string[];
}

/**
 * Sends every scheduled message whose time has come (the every-minute schedule, triggers/
 * group-emails.ts). The audience is resolved again now: who answered the survey since, or joined
 * the cohort, is counted as of the sending. `only` limits the run to some messages (tests).
 */
export async function sendDueGroupEmails(now: Date, only?: readonly string[]): Promise<ScheduledRun> {
  const due = (await listDueGroupEmails(now)).filter((e) => !only || only.includes(e.id));
  const sent: string[] = [];
  for (const email of due) {
    if (!(await claimGroupEmail(email.id, 'scheduled', 'sending'))) continue;
    const resolved = await resolveAudience(email.audience, now).catch(() => null);
    try {
      await deliverGroupEmail(email, resolved ?? { group: email.group, label: '', recipients: [], cohorts: [] }, now);
    } catch (error) {
      // One batch is all or nothing: nothing of it was queued, so it waits for the next run. (A
      // larger audience may be half queued: it stays "sending" rather than be sent twice.)
      if ((resolved?.recipients.length ?? 0) <= GROUP_MAIL_BATCH) await setGroupEmailStatus(email.id, 'scheduled');
      throw error;
    }
    sent.push(email.id);
  }
  return { sent };
}

// ---- matching -------------------------------------------------------------------------------

/**
 * E-mails each group of a published round once, with the group's match announcement (or the text
 * staff edited for this sending): 404 unknown, 403 another group, 409 draft or already e-mailed.
 */
export async function emailMatchingGroups(
  caller: User,
  roundId: string,
  text: { subject: string; markdown: string } | null,
  origin: string,
  now: Date,
): Promise<number> {
  const round = await staffMatchingRound(caller, roundId);
  if (round.status !== 'published') throw conflict('Publish the round before e-mailing its groups');
  if (round.emailed_at) throw conflict('This round’s groups were already e-mailed');
  const [assignments, peers, template] = await Promise.all([
    listRoundAssignments(round.id),
    listPeersOfCohorts([round.cohort]),
    text ? Promise.resolve(text) : getMailTemplate(round.group, 'match_announcement'),
  ]);
  const people = new Map(peers.map((p) => [p.id, p]));
  // Someone who left the cohort since is still written to with the name and address the round recorded.
  const recorded = new Map(assignments.flatMap((a) => a.partners.map((p) => [p.user_id, p] as const)));
  const mails: MailMessage[] = [];
  for (const group of round.groups) {
    const members = group.members.map((id) => {
      const person = people.get(id);
      const known = recorded.get(id);
      return person
        ? {
            first_name: person.first_name,
            name: nameOf(person),
            email: person.email,
            wants: wantsEmail(person, 'matching'),
          }
        : {
            first_name: known?.name.split(' ')[0] ?? '',
            name: known?.name ?? id,
            email: known?.email ?? '',
            wants: true,
          };
    });
    // Everyone is named in the message; it goes to those who did not turn partner e-mails off (/account).
    const addresses = members.filter((m) => m.wants && m.email.includes('@')).map((m) => m.email);
    if (addresses.length === 0) continue;
    const commonTimes = assignments.find((a) => a.user_id === group.members[0])?.common_times ?? [];
    const values = matchAnnouncementValues(members, commonTimes, `${origin}/`);
    mails.push({ to: addresses, ...renderMail('match_announcement', template, values) });
  }
  const summary = `Cohort ${round.cohort}: e-mailed ${mails.length} groups their partners`;
  describeAudit({ group: round.group, target: `matching_rounds/${round.id}`, summary });
  const claim = await claimMatchingRoundEmail(round.id, now);
  if (claim === 'unknown') throw notFound(`No matching round ${roundId}`);
  if (claim === 'draft') throw conflict('Publish the round before e-mailing its groups');
  if (claim === 'emailed') throw conflict('This round’s groups were already e-mailed');
  try {
    await queueMatchingMails(round.group, round.id, mails);
  } catch (error) {
    await releaseMatchingRoundEmail(round.id);
    throw error;
  }
  return mails.length;
}
