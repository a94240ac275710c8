// The worker thread's entry: Node 20 does not pass the parent's TypeScript loader on to worker
// threads, so the worker registers tsx itself before loading the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
