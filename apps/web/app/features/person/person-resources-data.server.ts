import type { PersonResources } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';
import { resourcesQuery, type ResourceView } from './person-resources-rules.ts';

export type ResourcesResult = { ok: true; data: PersonResources } | { ok: false; status: number };

/** The person's resources: a call of its own, apart from the person (spec 02 §4). */
export async function loadPersonResources(personId: string, view: ResourceView): Promise<ResourcesResult> {
  const result = await api.people.resources({ id: personId, ...resourcesQuery(view) });
  return result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status };
}
