import fs from 'node:fs';
import path from 'node:path';

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

  async clusterStatus(): Promise<ClusterStatus> {
    const answer = (await this.call('/admin/collections', { params: { action: 'CLUSTERSTATUS' } })) as {
      cluster: ClusterStatus;
    };
    return answer.cluster;
  }

  private async call(
    route: string,
    { params, method = 'GET', body }: { params: Record<string, string>; method?: string; body?: Buffer },
  ): Promise<unknown> {
    const query = new URLSearchParams({ ...params, wt: 'json' });
    let unreachable: unknown = null;
    for (const url of this.urls) {
      let response: Response;
      try {
        response = await fetch(`${url}${route}?${query}`, {
          method,
          ...(body ? { body, headers: { 'content-type': 'application/octet-stream' } } : {}),
        });
      } catch (error) {
        unreachable = error;
        continue;
      }
      const answer = (await response.json().catch(() => null)) as SolrAnswer | null;
      if (!response.ok || (answer?.responseHeader?.status ?? 0) !== 0)
        throw new SolrError(route, params.action ?? '', response.status, answer);
      return answer;
    }
    throw new Error(`No Solr node answered (${this.urls.join(', ')}): ${String(unreachable)}`);
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

interface SolrAnswer {
  responseHeader?: { status?: number };
  error?: { msg?: string };
}

export class SolrError extends Error {
  constructor(
    route: string,
    action: string,
    readonly status: number,
    answer: SolrAnswer | null,
  ) {
    super(`Solr ${route} ${action} answered ${status}: ${answer?.error?.msg ?? JSON.stringify(answer)}`);
    this.name = 'SolrError';
  }
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
