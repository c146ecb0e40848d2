import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../clock.ts';
import { createMailWorker } from './mail-worker.ts';
import { findSmsSettings } from './sms-transport.ts';

// A local stand-in for the one Vonage endpoint SkillSwap calls (POST /sms/json), so tests run the real SDK
// over real HTTP without a network or an account (ADR 81). It checks the SDK's basic authentication, records
// every text it accepts, and can be told to refuse texts or to answer 503 as a provider having an outage.

export interface ReceivedText {
  to: string;
  from: string;
  text: string;
  /** The `client-ref` the sender attached (the outbox row's reference). */
  clientRef: string;
  messageId: string;
}

export interface FakeVonageOptions {
  apiKey: string;
  apiSecret: string;
  /**
   * A fixed port, for a server configured before the fake starts (the e2e journey); default: any free one.
   */
  port?: number;
}

export async function startFakeVonage(options: FakeVonageOptions) {
  const received: ReceivedText[] = [];
  let counter = 0;
  /** What the next texts get: accepted, refused with Vonage status 1 (throttled), or a 503. */
  let mode: 'accept' | 'throttle' | 'outage' = 'accept';
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'HEAD') return send(response, mode === 'outage' ? 503 : 200, {});
    if (request.method !== 'POST' || request.url !== '/sms/json') return send(response, 404, {});
    if (mode === 'outage') return send(response, 503, { title: 'Service Unavailable' });
    if (request.headers.authorization !== expectedAuth) return send(response, 401, { title: 'Unauthorized' });
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
    if (mode === 'throttle') {
      return send(response, 200, {
        'message-count': '1',
        messages: [{ status: '1', 'error-text': 'Throttled' }],
      });
    }
    counter += 1;
    const text: ReceivedText = {
      to: body.to ?? '',
      from: body.from ?? '',
      text: body.text ?? '',
      clientRef: body['client-ref'] ?? '',
      messageId: `fake-${counter.toString().padStart(8, '0')}`,
    };
    received.push(text);
    send(response, 200, {
      'message-count': '1',
      messages: [
        {
          to: text.to,
          'message-id': text.messageId,
          status: '0',
          'remaining-balance': '10.00',
          'message-price': '0.05',
          network: '12345',
          'client-ref': text.clientRef,
        },
      ],
    });
  }

  return {
    url,
    received,
    setMode(next: typeof mode) {
      mode = next;
    },
    /** The six-digit code in the last text sent to `phone` (E.164, with or without the plus). */
    lastCodeFor(phone: string) {
      const texts = received.filter((text) => text.to === phone.replace(/^\+/, ''));
      const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
      if (!code) throw new Error(`no code texted to ${phone}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeVonage = Awaited<ReturnType<typeof startFakeVonage>>;

/** The settings that send an app's texts to a fake Vonage started with these credentials. */
export function smsSettingsFor(vonage: { url: string }, credentials: FakeVonageOptions) {
  return {
    VONAGE_API_KEY: credentials.apiKey,
    VONAGE_API_SECRET: credentials.apiSecret,
    SMS_FROM: 'SkillSwap',
    VONAGE_REST_URL: vonage.url,
  };
}

/** One round of the outbox job, mail and texts, as the server's scheduler runs it (on real time). */
export async function deliverOutboxOnce(harness: { database: { db: Db }; config: Config }) {
  const worker = createMailWorker({
    db: harness.database.db,
    clock: systemClock,
    logger: Fastify({ logger: { level: 'silent' } }).log,
    from: harness.config.MAIL_FROM,
    sms: findSmsSettings(harness.config),
  });
  await worker.runOnce();
  worker.close();
}
