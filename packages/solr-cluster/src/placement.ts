import type { ClusterStatus } from '@trove/search';

/**
 * The shards of a collection whose replicas share a node: none when placement did its job (a node
 * lost then takes at most one replica of each shard with it).
 */
export function sharedNodes(status: ClusterStatus, collection: string): string[] {
  const shards = status.collections[collection]?.shards ?? {};
  return Object.entries(shards)
    .filter(([, shard]) => {
      const nodes = Object.values(shard.replicas).map((r) => r.node_name);
      return new Set(nodes).size < nodes.length;
    })
    .map(([name]) => name);
}
