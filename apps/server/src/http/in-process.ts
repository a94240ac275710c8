import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A request this process made to itself (a page's API calls answered in-process, ADR 025) carries
 * this process's secret token, which no request from outside can know: what such a request says
 * about itself (its page holds a place in the load queue, the page's address) may be believed.
 */
const IN_PROCESS_HEADER = 'x-trove-in-process';
const inProcessToken = randomUUID();

export function inProcessHeaders(headers: Record<string, string>): Record<string, string> {
  return { ...headers, [IN_PROCESS_HEADER]: inProcessToken };
}

export const isInProcess = (request: FastifyRequest) => request.headers[IN_PROCESS_HEADER] === inProcessToken;
