import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ErrorMessage } from '../../lib/errors.ts';

/**
 * Where webhooks may be sent: loopback only when the configuration allows it, plain http only to loopback.
 */
export interface AddressPolicy {
  isLoopbackAllowed: boolean;
  isHttpAllowed: boolean;
  /** A host's addresses; the system resolver unless a test names another. */
  resolveHost?: (host: string) => Promise<string[]>;
}

export function addressPolicyOf(config: {
  NODE_ENV: string;
  WEBHOOK_ALLOW_LOOPBACK?: 'true' | 'false' | undefined;
}) {
  const isProduction = config.NODE_ENV === 'production';
  const isLoopbackAllowed = isProduction
    ? config.WEBHOOK_ALLOW_LOOPBACK === 'true'
    : config.WEBHOOK_ALLOW_LOOPBACK !== 'false';
  return { isLoopbackAllowed, isHttpAllowed: !isProduction && isLoopbackAllowed } satisfies AddressPolicy;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Addresses no public receiver has: private networks, link-local (cloud metadata at 169.254.169.254), carrier
// NAT, "this network", multicast and reserved ranges, and their IPv6 counterparts (T70).
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why an IP address may not receive webhooks, or null when it may. */
export function refuseAddress(ip: string, policy: AddressPolicy): ErrorMessage | null {
  const { address, family } = normalise(ip);
  if (loopback.check(address, family)) {
    return policy.isLoopbackAllowed ? null : { key: 'webhooks.loopbackRefused' };
  }
  if (internal.check(address, family)) return { key: 'webhooks.privateRefused' };
  return null;
}

/** Where a delivery goes: the address as given, and the one IP address it was checked at. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook address once and checks every address the host has: the refusal, or the target to
 * connect to. The delivery connects to `target.address` itself (`postToWebhook`), so a name pointed elsewhere
 * between the check and the connection (DNS rebinding) cannot move it.
 */
export async function resolveWebhookTarget(
  text: string,
  policy: AddressPolicy,
): Promise<{ refusal: ErrorMessage } | { target: WebhookTarget }> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { refusal: { key: 'webhooks.enterFullAddress' } };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: { key: 'webhooks.useHttps' } };
  if (url.username || url.password) return { refusal: { key: 'webhooks.noCredentialsInAddress' } };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:' && !(policy.isHttpAllowed && isLoopbackName(host))) {
    return { refusal: { key: 'webhooks.useHttpsOutsideThisMachine' } };
  }
  const addresses = isIP(host) ? [host] : await (policy.resolveHost ?? resolve)(host);
  if (addresses.length === 0) return { refusal: { key: 'webhooks.hostNotFound', values: { host } } };
  for (const address of addresses) {
    const refusal = refuseAddress(address, policy);
    if (refusal) return { refusal };
  }
  const address = normalise(addresses[0]!).address;
  return { target: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
}

/** Why a webhook address is refused at registration, or null (the same check as each delivery's). */
export async function refuseWebhookUrl(text: string, policy: AddressPolicy): Promise<ErrorMessage | null> {
  const checked = await resolveWebhookTarget(text, policy);
  return 'refusal' in checked ? checked.refusal : null;
}

function isLoopbackName(host: string): boolean {
  if (host === 'localhost') return true;
  if (!isIP(host)) return false;
  const { address, family } = normalise(host);
  return loopback.check(address, family);
}

async function resolve(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return [];
  }
}
