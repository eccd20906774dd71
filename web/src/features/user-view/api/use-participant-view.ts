/** Loads what a chosen peer sees on their home, through the API, for staff "view as" (/user-view). */
import {
  sharedCohortIds,
  type ActivityCounts,
  type Announcement,
  type AttendanceRecord,
  type CalendarEvent,
  type User,
} from '@peer-coaching/domain';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client.ts';

export interface ParticipantView {
  events: CalendarEvent[];
  records: AttendanceRecord[];
  announcements: Announcement[];
  activities: ActivityCounts | null;
}

export type ParticipantViewState =
  { status: 'idle' | 'loading' } | { status: 'error'; message: string } | { status: 'ready'; view: ParticipantView };

export function useParticipantView(peer: User | null): ParticipantViewState {
  // The answer remembers whose view it is, so a newly chosen peer reads as loading at once.
  const [answer, setState] = useState<{ peerId: string; state: ParticipantViewState } | null>(null);
  const setFor = (peerId: string) => (state: ParticipantViewState) => setState({ peerId, state });
  useEffect(() => {
    if (!peer) return;
    let cancelled = false;
    const shared_cohorts = sharedCohortIds(peer);
    const setAnswer = setFor(peer.id);
    Promise.all([
      apiGet<{ events: CalendarEvent[] }>('/api/user/events', { shared_cohorts }),
      apiGet<{ records: AttendanceRecord[] }>('/api/user/attendance', { id: peer.id }),
      apiGet<{ announcements: Announcement[] }>('/api/user/announcements', { shared_cohorts }),
      apiGet<ActivityCounts>('/api/shared/activities', { id: peer.id }),
    ]).then(
      ([{ events }, { records }, { announcements }, activities]) => {
        if (!cancelled) setAnswer({ status: 'ready', view: { events, records, announcements, activities } });
      },
      (error: Error) => {
        if (!cancelled) setAnswer({ status: 'error', message: error.message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [peer]);
  if (!peer) return { status: 'idle' };
  return answer?.peerId === peer.id ? answer.state : { status: 'loading' };
}
