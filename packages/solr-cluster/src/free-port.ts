import net from 'node:net';

/** A loopback port nobody listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
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
