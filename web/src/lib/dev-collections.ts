/** Development only (lib/firestore.ts imports it behind import.meta.env.DEV): each collection's module by path. */
import {
  activitiesCollection,
  alumniProfilesCollection,
  announcementsCollection,
  apologiesCollection,
  attendanceCollection,
  certificatesCollection,
  cohortCalendarsCollection,
  cohortReportsCollection,
  discussionPostsCollection,
  discussionReadsCollection,
  discussionThreadsCollection,
  resourcesCollection,
  profilePhotosCollection,
  surveyResponsesCollection,
  surveysCollection,
  type Collection,
} from '@peer-coaching/domain';

export const collectionsByPath: Record<string, Collection<{ id: string }>> = Object.fromEntries(
  [
    activitiesCollection,
    alumniProfilesCollection,
    announcementsCollection,
    apologiesCollection,
    attendanceCollection,
    certificatesCollection,
    cohortCalendarsCollection,
    cohortReportsCollection,
    discussionPostsCollection,
    discussionReadsCollection,
    discussionThreadsCollection,
    resourcesCollection,
    profilePhotosCollection,
    surveysCollection,
    surveyResponsesCollection,
  ].map((c) => [c.path, c]),
);
