import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';

/** Password sign-in through the real endpoint, from a chosen client address. */
export function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers ?? {},
    payload: credentials,
  });
}

export function refresh(
  app: FastifyInstance,
  refreshToken: string,
  options: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=refresh_token',
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { refresh_token: refreshToken },
  });
}

export function getUser(app: FastifyInstance, accessToken: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

/** A second app on an existing database, e.g. with other config, sharing its data like another process. */
export async function buildSiblingApp(
  database: Database,
  config: Partial<Config>,
  clock?: Clock,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), database, ...(clock ? { clock } : {}) });
  await app.ready();
  return app;
}

/** Distinct client addresses, so per-IP limits do not interfere with what a test is about. */
let nextAddress = 0;
export function freshIp(): string {
  nextAddress += 1;
  return `192.0.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
