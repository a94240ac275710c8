/**
 * A search worker: answers searches from its own read-only connection to the index file and its
 * own copy of the in-memory columns, which the writer's updates keep in step.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FtsSearchEngine } from '../fts-engine.ts';
import type { FromWorker, ToWorker, WorkerCall, WorkerData } from './messages.ts';
import { PartnerLink } from './partner-link.ts';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs only as a worker thread');
const { file } = workerData as WorkerData;
const engine = FtsSearchEngine.open(file, { readonly: true });
// Ready only once its searches can be split at once.
engine.prepareSplit();
const send = (message: FromWorker) => port.postMessage(message);
let partner: PartnerLink | null = null;

/** Runs one call on this worker's engine, whole: a search of every collection or a widening too. */
async function answer(call: WorkerCall): Promise<FromWorker> {
  const { id } = call;
  switch (call.type) {
    case 'search':
      return { type: 'result', id, page: await engine.search(call.request) };
    case 'searchAll':
      return { type: 'all', id, page: await engine.searchAll(call.request) };
    case 'widen':
      return { type: 'widened', id, widened: await engine.searchWidening(call.request) };
    case 'count':
      return { type: 'counts', id, counts: [...(await engine.countByCategory(call.terms))] };
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'apply') {
    engine.applyColumns(message.update);
    return;
  }
  if (message.type === 'partner') {
    partner?.close();
    partner = new PartnerLink(message.channel, engine);
    engine.partner = partner;
    return;
  }
  answer(message).then(send, (error: unknown) =>
    send({
      type: 'error',
      id: message.id,
      name: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});

send({ type: 'ready', documents: engine.status().documents });
