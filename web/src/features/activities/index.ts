export { attendanceRecordsOf, useParticipantActivities } from './api/use-activities.ts';
export { useCohortReportPeers, type ReportedPerson } from './api/use-cohort-report-peers.ts';
