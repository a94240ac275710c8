import net from 'node:net';

/**
 * Below Linux's range of ports for outgoing connections (32768–60999): a port the system chose
 * from that range could be taken by a node's own connection to ZooKeeper before another node binds it.
 */
const LOWEST = 20_000;
const PAST_HIGHEST = 32_000;
const taken = new Set<number>();

/** A loopback port nobody listens on now, never handed out before by this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (PAST_HIGHEST - LOWEST));
    if (taken.has(port) || !(await canListen(port))) continue;
    taken.add(port);
    return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Whether a ZooKeeper answers 'imok' to 'ruok' on a loopback port. */
export function zooKeeperAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('ruok'));
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => resolve(answer === 'imok'));
    socket.on('error', () => resolve(false));
  });
}
