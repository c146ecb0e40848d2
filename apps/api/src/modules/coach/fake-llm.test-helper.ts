import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider does with the next requests. */
export type FakeLlmMode = 'answer' | 'error' | 'slow';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API on 127.0.0.1 (no network): it records each
 * request's body and answers with a note that names every teacher it was told about, fails with 500, or
 * answers after 5 s (longer than the Coach's time-out).
 */
export async function startFakeLlm() {
  const requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  let mode: FakeLlmMode = 'answer';
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ authorization: request.headers.authorization, body });
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
        return;
      }
      const prompt = JSON.stringify(body.messages);
      const teachers = /Teachers: ([^\\]*)/.exec(prompt)?.[1] ?? 'nobody';
      const answer = {
        choices: [{ message: { role: 'assistant', content: `Fake coach note: start with ${teachers}.` } }],
      };
      const send = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (mode === 'slow') setTimeout(send, 5_000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    setMode: (next: FakeLlmMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
