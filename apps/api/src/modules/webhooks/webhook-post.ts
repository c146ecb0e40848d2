import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhook-address.ts';

/**
 * POSTs a delivery to the address it was checked at: the host name is not looked up again —
 * the connection's lookup answers the checked address — while the `Host` header and the TLS server name (SNI,
 * and the certificate check) stay the name's. A fresh connection each time, so no pooled socket to an earlier
 * address is reused. Answers the receiver's status; the body it answers is not read. Redirects
 * are not followed.
 */
export function postToWebhook(
  target: WebhookTarget,
  delivery: { body: string; headers: Record<string, string>; timeoutMs: number },
): Promise<number> {
  const { url, address, family } = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...delivery.headers, 'content-length': String(Buffer.byteLength(delivery.body)) },
    lookup: pinned,
    agent: false,
    signal: AbortSignal.timeout(delivery.timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, options, (response: IncomingMessage) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on('error', (error: Error & { code?: string }) => {
      // A timeout reads as fetch named it before (the delivery log shows it).
      reject(Object.assign(error, { code: error.name === 'AbortError' ? 'TimeoutError' : error.code }));
    });
    request.end(delivery.body);
  });
}
