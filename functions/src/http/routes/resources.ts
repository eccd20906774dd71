/**
 * Staff add, change, reorder and remove the resources of their group's library
 * (docs/resources.md). Peers read them live from Firestore under the rules.
 */
import {
  categoryKey,
  changedFields,
  editSummary,
  orderForNewResource,
  reorderSummary,
  reorderWrites,
  resourceFieldsOf,
} from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { groupOfListed } from '../../services/group-items.ts';
import {
  deleteResource,
  listResourcesOfGroup,
  newResourceId,
  saveResource,
  writeResourceOrders,
} from '../../data/community/resources.ts';
import { groupOfResourceCohorts, staffResource, staffResourcesToReorder } from '../../services/community/resources.ts';
import type { Handlers } from '../register.ts';

export const resourceHandlers: Handlers<'createResource' | 'updateResource' | 'deleteResource' | 'reorderResources'> = {
  createResource: async ({ body, caller }) => {
    const group = await groupOfResourceCohorts(caller, body.cohorts);
    const id = newResourceId();
    const order = orderForNewResource(await listResourcesOfGroup(group), body.category);
    const now = new Date();
    describeAudit({ group, target: `resources/${id}`, summary: `Added “${body.title}” (${body.category})` });
    await saveResource({
      id,
      group,
      ...resourceFieldsOf(body),
      order,
      created_at: now,
      updated_at: now,
      created_by: caller.id,
    });
    return { id };
  },

  updateResource: async ({ params, body, caller }) => {
    const resource = await staffResource(caller, params.id);
    await groupOfResourceCohorts(caller, body.cohorts, resource.group);
    // Moved to another category: it goes last there.
    const order =
      categoryKey(body.category) === categoryKey(resource.category)
        ? resource.order
        : orderForNewResource(
            (await listResourcesOfGroup(resource.group)).filter((r) => r.id !== resource.id),
            body.category,
          );
    const changed = { ...resource, ...resourceFieldsOf(body), order };
    const summary = editSummary(resource.title, changedFields(resource, changed));
    describeAudit({ group: resource.group, target: `resources/${resource.id}`, summary });
    await saveResource({ ...changed, updated_at: new Date() });
    return { id: resource.id };
  },

  deleteResource: async ({ params, caller }) => {
    const resource = await staffResource(caller, params.id);
    describeAudit({
      group: resource.group,
      target: `resources/${resource.id}`,
      summary: `Deleted “${resource.title}”`,
    });
    await deleteResource(resource.id);
    return { id: resource.id };
  },

  reorderResources: async ({ body, caller }) => {
    const listed = await staffResourcesToReorder(caller, body.ids);
    const writes = reorderWrites(body.ids, new Map(listed.map((r) => [r.id, r.order] as const)));
    const summary = reorderSummary(body.ids, listed, writes.length);
    describeAudit({ group: groupOfListed(listed), target: 'resources', summary });
    await writeResourceOrders(writes, new Date());
    return { ids: body.ids, moved: writes.length };
  },
};
