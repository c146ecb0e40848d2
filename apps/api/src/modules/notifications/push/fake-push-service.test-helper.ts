import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for tests: subscriptions are made here with a real P-256 key
 * pair and auth secret, as a browser makes them, and every push that arrives is checked and decrypted with
 * them (RFC 8291 message encryption over RFC 8188 aes128gcm) and its VAPID token verified (RFC 8292). A
 * subscription can be told to answer 410 Gone, as a push service does for a device that unsubscribed.
 */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionEndpoint: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  /** The VAPID token's claims, after its signature was verified with the key it names. */
  vapidClaims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  receivedAt: number;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  answer: number;
}

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) for the device's key pair and secret. */
export function decryptPushBody(
  body: Buffer,
  device: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`key id is ${keyIdLength} bytes, not an uncompressed P-256 point`);
  if (records.length > recordSize) throw new Error('more than one record');
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and answers the token's claims. */
function verifyVapid(header: string | undefined): { claims: ReceivedPush['vapidClaims']; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const isValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('VAPID signature does not verify');
  return {
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['vapidClaims'],
    publicKey: key,
  };
}

export async function startFakePushService() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (device.answer !== 201) {
        response.writeHead(device.answer).end();
        return;
      }
      try {
        const vapid = verifyVapid(request.headers.authorization);
        const payload = decryptPushBody(Buffer.concat(chunks), device);
        received.push({
          subscriptionEndpoint: `${baseUrl}/push/${id}`,
          headers: request.headers,
          payload: JSON.parse(payload.toString('utf8')) as Record<string, unknown>,
          vapidClaims: vapid.claims,
          vapidPublicKey: vapid.publicKey,
          receivedAt: Date.now(),
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push((error as Error).message);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    received,
    /** Pushes that could not be verified or decrypted (each answered 400). */
    problems,
    /** A new device: a P-256 key pair and a 16-byte auth secret, as PushSubscription.toJSON() gives them. */
    subscribe(): FakeSubscription {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, publicKey, auth, answer: 201 });
      return {
        endpoint: `${baseUrl}/push/${id}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on, pushes to this subscription are answered with `status` (410: the device unsubscribed). */
    answerWith(subscription: FakeSubscription, status: number) {
      devices.get(subscription.endpoint.split('/').pop()!)!.answer = status;
    },
    to: (subscription: FakeSubscription) =>
      received.filter((push) => push.subscriptionEndpoint === subscription.endpoint),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
