import http from 'node:http';

export type SendResult =
  | { kind: 'answer'; status: number; contentType: string; body: string; setCookie: string[] }
  /** The client could not put the request on the wire (Node refuses the header or path): not the server's doing. */
  | { kind: 'unsendable'; reason: string }
  /** The connection failed or closed without an answer. */
  | { kind: 'no-answer'; reason: string }
  | { kind: 'timeout' };

/** Answers longer than this are cut: the verdict needs the start of a body, not all of it. */
const BODY_LIMIT = 64 * 1024;

export interface Wire {
  host: string;
  port: number;
  timeoutMs: number;
}

/**
 * Sends one request exactly as generated (the raw path, no normalisation) on a connection of its
 * own (a pooled socket a malformed request spoiled would fail the next one), reading at most
 * BODY_LIMIT of the answer. Never throws: every outcome is a value.
 */
export function send(
  wire: Wire,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    let request: http.ClientRequest;
    try {
      // Checked first, so a header Node refuses is the client's failure and never reaches a socket.
      for (const [name, value] of Object.entries(headers)) {
        http.validateHeaderName(name);
        http.validateHeaderValue(name, value);
      }
      request = http.request({ host: wire.host, port: wire.port, method, path, headers, agent: false });
    } catch (error) {
      done({ kind: 'unsendable', reason: (error as Error).message });
      return;
    }
    request.setTimeout(wire.timeoutMs, () => {
      done({ kind: 'timeout' });
      request.destroy();
    });
    request.on('error', (error) => done({ kind: 'no-answer', reason: error.message }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        if (length < BODY_LIMIT) chunks.push(chunk);
        length += chunk.length;
      });
      const finish = () =>
        done({
          kind: 'answer',
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8').slice(0, BODY_LIMIT),
          setCookie: response.headers['set-cookie'] ?? [],
        });
      response.on('end', finish);
      // A server that answers and then closes early (a 413 before the whole body) still answered.
      response.on('close', finish);
      response.on('error', finish);
    });
    try {
      request.end(body);
    } catch (error) {
      done({ kind: 'unsendable', reason: (error as Error).message });
    }
  });
}
