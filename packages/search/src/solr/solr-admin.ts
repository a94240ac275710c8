import fs from 'node:fs';
import path from 'node:path';
import { type SolrRequest, solrRequest } from './solr-http.ts';

/**
 * SolrCloud's Collections and Configsets APIs over plain HTTP with JSON, through Node's `fetch`
 * (ADR 055: no Node Solr client is kept up to date). Each call goes to the first node that
 * answers; a node that cannot be reached is skipped for the next one.
 */
export class SolrAdmin {
  constructor(private readonly urls: readonly string[]) {
    if (urls.length === 0) throw new Error('SolrAdmin needs at least one node address');
  }

  /**
   * Uploads a configset folder file by file (the Configsets API's UPLOAD with filePath), so no
   * zip is needed; files already there are overwritten.
   */
  async uploadConfigset(name: string, folder: string): Promise<void> {
    for (const file of filesUnder(folder)) {
      const relative = path.relative(folder, file).split(path.sep).join('/');
      await this.call('/admin/configs', {
        method: 'POST',
        params: { action: 'UPLOAD', name, filePath: relative, overwrite: 'true' },
        body: fs.readFileSync(file),
        contentType: 'application/octet-stream',
      });
    }
  }

  /** Creates a collection and waits until every replica is active. */
  async createCollection(collection: NewCollection): Promise<void> {
    await this.call('/admin/collections', {
      params: {
        action: 'CREATE',
        name: collection.name,
        'collection.configName': collection.configset,
        numShards: String(collection.shards),
        replicationFactor: String(collection.replicas),
        waitForFinalState: 'true',
      },
    });
  }

  /** Points an alias at a collection (made, or moved at once: a search never finds neither). */
  async createAlias(name: string, collection: string): Promise<void> {
    await this.call('/admin/collections', {
      params: { action: 'CREATEALIAS', name, collections: collection },
    });
  }

  async deleteAlias(name: string): Promise<void> {
    await this.call('/admin/collections', { params: { action: 'DELETEALIAS', name } });
  }

  /** Deletes a collection and its data; none by that name is no error. */
  async deleteCollection(name: string): Promise<void> {
    const status = await this.clusterStatus();
    if (!status.collections[name]) return;
    await this.call('/admin/collections', { params: { action: 'DELETE', name } });
  }

  async clusterStatus(): Promise<ClusterStatus> {
    const answer = (await this.call('/admin/collections', { params: { action: 'CLUSTERSTATUS' } })) as {
      cluster: ClusterStatus;
    };
    return answer.cluster;
  }

  private call(route: string, request: SolrRequest): Promise<unknown> {
    return solrRequest(this.urls, route, request);
  }
}

export interface NewCollection {
  name: string;
  configset: string;
  shards: number;
  replicas: number;
}

export interface ReplicaStatus {
  core: string;
  node_name: string;
  base_url: string;
  state: 'active' | 'down' | 'recovering' | 'recovery_failed';
  leader?: 'true';
}

export interface ClusterStatus {
  live_nodes: string[];
  collections: Record<
    string,
    {
      health?: string;
      shards: Record<string, { state: string; replicas: Record<string, ReplicaStatus> }>;
    }
  >;
  aliases?: Record<string, string>;
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
