import http from 'node:http';

/** A request whose body is still arriving: the server has it in flight until `finish` sends the rest. */
export interface SlowRequest {
  finish(): void;
  /** The answer, or the error that cut it (a status code of 0 with the error's code). */
  response: Promise<{ status: number; body: string; error?: string }>;
}

/**
 * Opens a JSON POST and sends the headers and the first half of the body now; `finish` sends the rest. Lets a
 * test have requests in flight on a server at a moment of its choosing.
 */
export function startSlowRequest(
  baseUrl: string,
  options: { path: string; body: object; headers?: Record<string, string> },
): Promise<SlowRequest> {
  const payload = Buffer.from(JSON.stringify(options.body));
  const half = Math.floor(payload.length / 2);
  const request = http.request(`${baseUrl}${options.path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': payload.length, ...options.headers },
  });
  const response = new Promise<{ status: number; body: string; error?: string }>((resolve) => {
    request.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      incoming.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, body, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', error: error.code ?? error.message }),
    );
  });
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        request.write(payload.subarray(0, half), () => {
          request.off('error', reject);
          resolve({ finish: () => request.end(payload.subarray(half)), response });
        });
      });
    });
  });
}
