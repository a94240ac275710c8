import { PersonResourcesSchema, type PersonResources } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import { resourcesApiPath, type ResourceView } from './person-resources-rules.ts';

export type ResourcesResult = { ok: true; data: PersonResources } | { ok: false; status: number };

/** The person's resources: a call of its own, apart from the person (spec 02 §4). */
export async function loadPersonResources(personId: string, view: ResourceView): Promise<ResourcesResult> {
  const result = await apiGet(resourcesApiPath(personId, view), PersonResourcesSchema);
  return result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status };
}
