/**
 * The display names of the groups a staff member runs, from the groups' own documents (the
 * session loads group names for admins only; a facilitator reads the groups they run).
 */
import { firestore, groupRef, useLiveDocuments } from '../../../lib/live.ts';

/** Name by group id; an id whose document is missing or not loaded yet stands for itself. */
export function useGroupNames(groupIds: readonly string[]): (id: string) => string {
  const result = useLiveDocuments(groupIds.length > 0 ? `group-names:${groupIds.join(',')}` : null, () =>
    groupIds.map((id) => groupRef(firestore(), id)),
  );
  const names = new Map<string, string>();
  if (result.status === 'success') {
    result.data.forEach((group, i) => {
      if (group?.name) names.set(groupIds[i]!, group.name);
    });
  }
  return (id) => names.get(id) ?? id;
}
