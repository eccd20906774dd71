/**
 * A group's engagement requirements, live. The session loads them once through GET
 * /api/user/setting (spec section 7, with its three section 8 messages); this listener then lays
 * every later change over them, so a facilitator's change on /settings moves an open page's
 * progress and prediction without a reload. A failed listener keeps the session's requirements.
 */
import { editableRequirements, type EngagementRequirements } from '@peer-coaching/domain';
import { useMemo } from 'react';
import { certificateSettingsRef, firestore, useLiveDocuments } from '../../../lib/live.ts';

export function useLiveRequirements(
  group: string | null,
  loaded: EngagementRequirements | null,
): EngagementRequirements | null {
  const result = useLiveDocuments(group && `certificate-settings:${group}`, () => [
    certificateSettingsRef(firestore(), group!),
  ]);
  const live = result.status === 'success' ? (result.data[0]?.engagement_requirements ?? null) : null;
  return useMemo(() => (live ? editableRequirements(live) : loaded), [live, loaded]);
}
