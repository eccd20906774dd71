export { attendanceRecordsOf, useCohortActivities, useParticipantActivities } from './api/use-activities.ts';
