import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../deps.ts';
import { SEARCH_DOWNLOAD_JOB } from '../services/downloads.service.ts';
import { removeExpiredDownloads, searchDownloadHandler } from '../jobs/search-download-job.ts';
import { JobWorker } from '../jobs/worker.ts';
import { endOriginalSearch } from '../jobs/original-text-sweep.ts';

const EXPIRY_SWEEP_MS = 60 * 60_000;

/**
 * The background work of this process (ADR 018): the job worker, and an hourly sweep of expired
 * downloads and of corrected articles whose original OCR need no longer be found (ADR 046).
 * Answers the function that stops both, letting a running job finish.
 */
export function startJobs(
  deps: ServiceDeps<'content' | 'corrections' | 'dialect' | 'downloads' | 'jobs' | 'tags'>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const worker = new JobWorker({
    store: deps.store,
    handlers: { [SEARCH_DOWNLOAD_JOB]: searchDownloadHandler(deps) },
    log: { info: (msg) => log.info(msg), error: (obj, msg) => log.error(obj, msg) },
  });
  worker.start();
  const sweep = async () => {
    try {
      const removed = await removeExpiredDownloads(deps);
      if (removed > 0) log.info(`Expired downloads removed: ${removed}`);
    } catch (error) {
      log.error({ err: error }, 'Removing expired downloads failed');
    }
    try {
      const ended = await endOriginalSearch(deps);
      if (ended > 0) log.info(`Original OCR no longer searched beside corrections: ${ended} articles`);
    } catch (error) {
      log.error({ err: error }, 'Ending the search of original OCR failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await worker.stop();
  };
}
