/** Keeps activities/{userId} equal to what that person's attendance records say. */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { recountActivities } from '../data/activities.ts';

export const onAttendanceWritten = onDocumentWritten(
  { document: 'attendance/{recordId}', retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const users = new Set([before?.user_id, after?.user_id].filter((id): id is string => typeof id === 'string'));
    // A write that changes nothing the counts depend on needs no recount.
    if (
      before &&
      after &&
      before.status === after.status &&
      before.activity === after.activity &&
      before.user_id === after.user_id
    ) {
      return;
    }
    await Promise.all([...users].map(recountActivities));
  },
);
