/** The staff's writes on the resources library, through the API (which checks role, group and input). The listeners show the result. */
import type { ResourceBody } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';

export async function saveResource(id: string | null, body: ResourceBody): Promise<string> {
  const result = id ? await api.updateResource({ params: { id }, body }) : await api.createResource({ body });
  return result.id;
}

export const deleteResource = (id: string) => api.deleteResource({ params: { id } });

export const reorderResources = (ids: string[]) => api.reorderResources({ body: { ids } });
