/** A peer's two announcement queries as the home runs them (use-announcements.ts), for one instant. */
import { timedWindowBounds, timedWindowSlot } from '@peer-coaching/domain';
import type { Firestore } from 'firebase/firestore';
import { peerManualAnnouncementsQuery, peerTimedAnnouncementsQuery } from '../../../web/src/lib/live-queries.ts';

export function peerAnnouncementQueries(db: Firestore, cohorts: readonly string[], now = new Date()) {
  return [
    peerManualAnnouncementsQuery(db, cohorts),
    peerTimedAnnouncementsQuery(db, cohorts, timedWindowBounds(timedWindowSlot(now))),
  ];
}
