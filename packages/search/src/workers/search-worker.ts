/**
 * A search worker: answers searches from its own read-only connection to the index file and its
 * own copy of the in-memory columns, which the writer's updates keep in step.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FtsSearchEngine } from '../fts-engine.ts';
import type { FromWorker, ToWorker, WorkerData } from './messages.ts';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs only as a worker thread');
const { file } = workerData as WorkerData;
const engine = FtsSearchEngine.open(file, { readonly: true });
const send = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if (message.type === 'apply') {
    engine.applyColumns(message.update);
    return;
  }
  const answer =
    message.type === 'search'
      ? engine.search(message.request).then((page): FromWorker => ({ type: 'result', id: message.id, page }))
      : engine
          .countByCategory(message.terms)
          .then((counts): FromWorker => ({ type: 'counts', id: message.id, counts: [...counts] }));
  answer.then(send, (error: unknown) =>
    send({
      type: 'error',
      id: message.id,
      name: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});

send({ type: 'ready', documents: engine.status().documents });
