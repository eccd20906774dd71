/**
 * A person's certificate status: section 9's progress and the prediction (domain
 * certificate-prediction.ts) from their activities, their group's requirements, what is left on
 * their cohorts' calendars and the surveys they can still submit for credit (domain
 * remainingSurveys), with the id of their certificate once one is issued.
 */
import {
  certificatePrediction,
  editableRequirements,
  emptyActivityCounts,
  remainingEvents,
  remainingSurveys,
  sharedCohortIds,
  type ActivityCounts,
  type AttendanceStatus,
  type CertificatePrediction,
  type User,
} from '@peer-coaching/domain';
import { getActivities } from '../../data/events/activities.ts';
import { getCohortCalendars } from '../../data/events/calendars.ts';
import { findCertificateId } from '../../data/certificate/certificates.ts';
import { getGroupSetting } from '../../data/program/settings.ts';
import { listPublishedSurveysForCohorts, listResponsesOfUser } from '../../data/surveys/surveys.ts';
import { notFound } from '../errors.ts';

export interface CertificateStatus extends CertificatePrediction {
  certificate_id: string | null;
}

export async function certificateStatusOf(person: User, now: Date): Promise<CertificateStatus> {
  const group = person.current_group;
  if (!group) throw notFound(`${person.id} has no current group, so no certificate requirements`);
  const cohorts = sharedCohortIds(person);
  const [settings, stored, calendars, certificateId, surveys, responses] = await Promise.all([
    getGroupSetting(group, 'certificate'),
    getActivities(person.id),
    getCohortCalendars(cohorts),
    findCertificateId(person.id),
    cohorts.length > 0 ? listPublishedSurveysForCohorts(cohorts) : Promise.resolve([]),
    listResponsesOfUser(person.id),
  ]);
  if (!settings) throw notFound(`No certificate settings for group ${group}`);
  const counts: ActivityCounts = { ...emptyActivityCounts() };
  for (const key of Object.keys(counts) as (keyof ActivityCounts)[]) {
    const value = stored?.[key];
    if (value !== undefined) Object.assign(counts, { [key]: value });
  }
  const attendance = ((stored as { attendance?: Record<string, AttendanceStatus> } | null)?.attendance ?? {}) as Record<
    string,
    AttendanceStatus
  >;
  // An event shared by two cohorts sits in both calendars: once is enough.
  const events = [...new Map(calendars.flatMap((c) => c.events.map((e) => [e.id, e] as const))).values()];
  const prediction = certificatePrediction(editableRequirements(settings.engagement_requirements), counts, {
    events: remainingEvents(events, cohorts, attendance, now),
    surveys: remainingSurveys({
      surveys,
      responses,
      sharedCohorts: cohorts,
      calendars: Object.fromEntries(calendars.map((c) => [c.id, c.events])),
      attendance,
      now,
    }),
  });
  return { ...prediction, certificate_id: certificateId };
}
