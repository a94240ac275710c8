import fs from 'node:fs';
import path from 'node:path';
import { SolrAdmin } from '@trove/search';
import { solrClasspath } from './java-classpath.ts';
import { JavaProcess } from './java-process.ts';
import { freePort, zooKeeperAnswers } from './free-port.ts';

export interface ClusterOptions {
  /** Where the nodes' homes, ZooKeeper's data and the logs go; emptied first. */
  dir: string;
  nodes?: number;
  /** A node's ZooKeeper session: how long after a node dies the cluster notices (ADR 055). */
  zkClientTimeoutMs?: number;
  /** Each node's largest heap: 512 MB holds the demo corpus and the tests; a million records want more. */
  heapMb?: number;
  log?: (line: string) => void;
}

/** One Solr node's JVM and where it serves. */
export interface ClusterNode {
  port: number;
  url: string;
  home: string;
  process: JavaProcess;
}

const NODE_START_MS = 180_000;

/**
 * A SolrCloud on this machine (issue 28 §1): a ZooKeeper and N Solr 9.10.1 nodes, each in its own
 * JVM on a loopback port, from Maven Central artifacts (solr/node). A node can be stopped, killed
 * outright and started again on its own home, as the fault tests do.
 */
export class SolrCluster {
  private constructor(
    readonly dir: string,
    readonly zkHost: string,
    private zooKeeper: JavaProcess,
    private readonly zkPort: number,
    readonly nodes: ClusterNode[],
    private readonly classpath: string,
    private readonly zkClientTimeoutMs: number,
    private readonly heapMb: number,
  ) {}

  static async start(options: ClusterOptions): Promise<SolrCluster> {
    const log = options.log ?? (() => undefined);
    const dir = path.resolve(options.dir);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
    const classpath = solrClasspath(log);
    const zkPort = await freePort();
    const zooKeeper = startZooKeeper(dir, zkPort, classpath);
    await waitFor(() => zooKeeperAnswers(zkPort), 60_000, `ZooKeeper on port ${zkPort}`, zooKeeper);
    const zkHost = `127.0.0.1:${zkPort}/solr`;
    const count = options.nodes ?? 3;
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const cluster = new SolrCluster(
      dir,
      zkHost,
      zooKeeper,
      zkPort,
      [],
      classpath,
      options.zkClientTimeoutMs ?? 15_000,
      options.heapMb ?? 512,
    );
    try {
      const nodes = await Promise.all(ports.map((port, i) => cluster.launch(i, port)));
      cluster.nodes.push(...nodes);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get urls(): string[] {
    return this.nodes.map((n) => n.url);
  }

  admin(): SolrAdmin {
    return new SolrAdmin(this.urls);
  }

  /** Kills a node's JVM at once (SIGKILL), as a crash would. */
  async killNode(i: number): Promise<void> {
    await this.node(i).process.kill();
  }

  /** Starts a stopped or killed node again on its own home and port. */
  async restartNode(i: number): Promise<void> {
    const node = this.node(i);
    if (node.process.running) return;
    this.nodes[i] = await this.launch(i, node.port);
  }

  /** Kills ZooKeeper at once, as a crash would: the nodes lose their coordinator. */
  async killZooKeeper(): Promise<void> {
    await this.zooKeeper.kill();
  }

  /** Starts ZooKeeper again on its own data and port; the nodes reconnect by themselves. */
  async restartZooKeeper(): Promise<void> {
    if (this.zooKeeper.running) return;
    this.zooKeeper = startZooKeeper(this.dir, this.zkPort, this.classpath);
    await waitFor(
      () => zooKeeperAnswers(this.zkPort),
      60_000,
      `ZooKeeper on port ${this.zkPort}`,
      this.zooKeeper,
    );
  }

  /** Stops every node, then ZooKeeper; each JVM's shutdown hooks run. */
  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((n) => n.process.stop()));
    await this.zooKeeper.stop();
  }

  private node(i: number): ClusterNode {
    const node = this.nodes[i];
    if (!node) throw new Error(`There is no node ${i} (the cluster has ${this.nodes.length}).`);
    return node;
  }

  private async launch(i: number, port: number): Promise<ClusterNode> {
    const home = path.join(this.dir, `node${i + 1}`);
    const logs = path.join(home, 'logs');
    fs.mkdirSync(logs, { recursive: true });
    const process = new JavaProcess(
      `Solr node ${i + 1}`,
      [
        '-Xms256m',
        `-Xmx${this.heapMb}m`,
        '-XX:+UseSerialGC',
        `-Dsolr.log.dir=${logs}`,
        '-DcreateZkChroot=true',
        // No node ever holds both replicas of a shard (the default placement only discourages it).
        '-Dsolr.placementplugin.default=affinity',
        `-DzkClientTimeout=${this.zkClientTimeoutMs}`,
        '-cp',
        this.classpath,
        'org.trove.solr.SolrNode',
        home,
        String(port),
        this.zkHost,
      ],
      path.join(this.dir, 'logs', `node${i + 1}.log`),
    );
    const up = await process.lineMatching(/^NODE_UP /, NODE_START_MS);
    return { port, url: up.slice('NODE_UP '.length).trim(), home, process };
  }
}

function startZooKeeper(dir: string, port: number, classpath: string): JavaProcess {
  const data = path.join(dir, 'zookeeper');
  fs.mkdirSync(data, { recursive: true });
  const config = path.join(data, 'zoo.cfg');
  fs.writeFileSync(
    config,
    [
      'tickTime=1000',
      `dataDir=${data}`,
      `clientPort=${port}`,
      'clientPortAddress=127.0.0.1',
      // ZooKeeper's own web server (port 8080) is not needed.
      'admin.enableServer=false',
      '4lw.commands.whitelist=ruok,srvr,mntr',
      // Sessions from 2 to 60 s: a node's zkClientTimeout falls within.
      'minSessionTimeout=2000',
      'maxSessionTimeout=60000',
      '',
    ].join('\n'),
  );
  return new JavaProcess(
    'ZooKeeper',
    [
      '-Xms64m',
      '-Xmx128m',
      '-XX:+UseSerialGC',
      '-cp',
      classpath,
      'org.apache.zookeeper.server.ZooKeeperServerMain',
      config,
    ],
    path.join(dir, 'logs', 'zookeeper.log'),
  );
}

async function waitFor(
  ready: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  process: JavaProcess,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (!process.running) throw new Error(`${what} stopped before it was ready: see ${process.logFile}`);
    if (Date.now() > until) throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
