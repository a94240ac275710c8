import type { FastifyRequest } from 'fastify';
import { isDataManager, requireDataManager } from '../http/data-manager.ts';
import { callerOf } from '../http/viewer.ts';
import type { RecordOptions } from '../services/works.service.ts';

/**
 * includeraw=y (spec 02 §2): data managers only (ADR 016); as every answer to a signed-in caller,
 * it is never cached (http/caching.ts).
 */
function rawRequested(request: FastifyRequest, query: { includeraw?: 'y' | undefined }): boolean {
  if (query.includeraw !== 'y') return false;
  requireDataManager(request);
  return true;
}

/** What the caller's role adds to a work or version answer (ADR 016). */
export function optionsOf(request: FastifyRequest, query: { includeraw?: 'y' | undefined }): RecordOptions {
  return { includeRaw: rawRequested(request, query), dataManager: isDataManager(callerOf(request)) };
}
