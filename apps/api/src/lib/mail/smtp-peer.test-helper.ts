import type { Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  port: number;
  received: ParsedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests. With `crashOnFirstMessage` it goes down in the middle of the
 * first DATA transfer: every connection is cut and it stops listening, as a crashed mail server would.
 */
export async function startSmtpPeer(
  options: { port?: number; received?: ParsedMail[]; crashOnFirstMessage?: boolean } = {},
): Promise<SmtpPeer> {
  const received = options.received ?? [];
  const sockets = new Set<Socket>();
  let shouldCrash = options.crashOnFirstMessage ?? false;
  let isStopped = false;

  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.server.close(() => resolve()));
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (shouldCrash) {
        shouldCrash = false;
        stream.once('data', () => void stop());
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, stop };
}
