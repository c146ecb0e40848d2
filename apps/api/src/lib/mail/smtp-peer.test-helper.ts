import type { Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  port: number;
  received: ParsedMail[];
  stop(): Promise<void>;
}

export interface SmtpPeerOptions {
  port?: number;
  received?: ParsedMail[];
  /** Goes down in the middle of the first DATA transfer, as a crashed mail server would. */
  crashOnFirstMessage?: boolean;
  /** A slow server: how long it takes, after reading a message, to answer that it accepted it. */
  replyDelayMs?: number;
  /** Recipients refused with "450 mailbox busy", a temporary answer about that message alone. */
  rejectRecipients?: string[];
  /** Called once a message is read and counted as delivered, before the server says so to the client. */
  beforeReply?: (mail: ParsedMail) => Promise<void> | void;
}

/**
 * A real SMTP server on 127.0.0.1 for tests. A message counts as delivered (`received`) as soon as its DATA
 * is read, before the "250 accepted" reply, as with a real server that commits first: a client that vanishes
 * in between leaves a delivered message it does not know about.
 */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
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
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients?.includes(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
    },
    onData(stream, _session, callback) {
      if (shouldCrash) {
        shouldCrash = false;
        stream.once('data', () => void stop());
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          if (options.replyDelayMs) await new Promise((resolve) => setTimeout(resolve, options.replyDelayMs));
          await options.beforeReply?.(mail);
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
