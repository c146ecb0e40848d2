import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which X-Forwarded-For entries to believe. `false`/`0`/unset: none (the socket address is
 * the client). A number N: the N proxies nearest the server, so the client is the Nth address from the right.
 * A comma-separated list of proxy addresses or CIDRs (or `loopback`, `linklocal`, `uniquelocal`): hops
 * from those addresses are skipped, right to left. `true` is refused: it would believe the left-most
 * address, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client writes; set the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      context.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `not a hop count, an address or a CIDR: ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify now ignores the header for a bare number, so a hop count
 * becomes a function: the socket peer and the next hops up to N are proxies, the address before them is the
 * client. A hop count assumes every request comes through the proxies; when clients can reach the server
 * directly, list the proxies' addresses instead.
 */
export function toFastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
