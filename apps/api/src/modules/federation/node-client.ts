import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppError } from '../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { resolveWebhookTarget, type AddressPolicy, type WebhookTarget } from '../webhooks/index.ts';

/** The most of another node's answer this node reads: its messages are small JSON. */
const maxAnswerBytes = 64 * 1024;
const timeoutMs = 10_000;

export interface NodeAnswer {
  status: number;
  body: unknown;
}

/** Why another node's address is refused (the webhooks' SSRF guard, T70), or where to connect. */
export async function checkNodeUrl(url: string, policy: AddressPolicy): Promise<WebhookTarget> {
  const checked = await resolveWebhookTarget(url, policy);
  if ('refusal' in checked) {
    throw new AppError(errorCodes.validation, checked.refusal.key, { values: checked.refusal.values });
  }
  return checked.target;
}

/**
 * POSTs JSON to another node at the address it was checked at (no second lookup, no redirects followed) and
 * reads its JSON answer. A node that cannot be reached or answers garbage is a 503 naming it: the
 * caller's change waits.
 */
export function postToNode(
  target: WebhookTarget,
  path: string,
  message: { body: unknown; headers?: Record<string, string>; timeoutMs?: number },
): Promise<NodeAnswer> {
  const url = new URL(path, target.url);
  const body = JSON.stringify(message.body);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      ...message.headers,
      'content-type': 'application/json',
      accept: 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    lookup: pinned,
    agent: false,
    signal: AbortSignal.timeout(message.timeoutMs ?? timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const unreachable = () => new AppError(errorCodes.unavailable, 'federation.theOtherNodeCould');
  return new Promise((resolve, reject) => {
    const request = send(url, options, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxAnswerBytes) response.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      response.on('error', () => reject(unreachable()));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
        } catch {
          reject(unreachable());
        }
      });
    });
    request.on('error', () => reject(unreachable()));
    request.end(body);
  });
}
