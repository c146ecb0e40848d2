import { createHash, randomBytes } from 'node:crypto';
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from 'arctic';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, type ErrorKey } from '../../../lib/errors.ts';
import { oauthLimits, rateLimits } from '../shared/auth-limits.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { listAllowedOrigins, buildSessionResponse, openSession } from '../sessions/index.ts';
import { listConfiguredProviders, fetchProviderAccount, type OAuthProvider } from './oauth-providers.ts';
import { consumeFlow, insertAuthCode, insertFlow, redeemAuthCode } from './oauth.repository.ts';
import { resolveOAuthAccount } from './oauth-accounts.ts';
import { hashToken } from '../shared/token-hash.ts';

const badRequest = (key: ErrorKey) => new AppError(errorCodes.validation, key);

export function findProvider(runtime: AuthRuntime, id: string): OAuthProvider {
  const provider = listConfiguredProviders(runtime.deps.config).find((candidate) => candidate.id === id);
  if (!provider) throw badRequest('auth.thisSignInProvider');
  return provider;
}

const callbackUrl = (runtime: AuthRuntime) =>
  `${runtime.deps.config.PUBLIC_URL.replace(/\/$/, '')}/api/auth/callback`;
const siteHome = (runtime: AuthRuntime) => new URL('/', runtime.deps.config.PUBLIC_URL).toString();

/** `redirect_to` when it points at this site (or an allowed origin), else the site's home page. */
export function resolveRedirect(runtime: AuthRuntime, redirectTo: string | undefined): string {
  if (!redirectTo) return siteHome(runtime);
  try {
    const url = new URL(redirectTo, siteHome(runtime));
    const isWebUrl = url.protocol === 'https:' || url.protocol === 'http:';
    const hasCredentials = url.username !== '' || url.password !== '';
    if (!isWebUrl || hasCredentials || !listAllowedOrigins(runtime).includes(url.origin))
      return siteHome(runtime);
    return url.toString();
  } catch {
    return siteHome(runtime);
  }
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Starts an OAuth sign-in: remembers state, our PKCE verifier (S256 only) and where to return, and answers
 * the provider URL. A client may add its own S256 challenge to exchange the resulting code itself.
 */
export async function startOAuth(
  runtime: AuthRuntime,
  input: { provider: string; redirect_to?: string; code_challenge?: string; code_challenge_method?: string },
  client: AuditContext,
): Promise<string> {
  const provider = findProvider(runtime, input.provider);
  const method = input.code_challenge_method?.toLowerCase();
  if (method !== undefined && method !== 's256') throw badRequest('auth.onlyTheS256Pkce');
  if (input.code_challenge && method !== 's256') throw badRequest('auth.onlyTheS256Pkce');
  if (input.code_challenge && !/^[A-Za-z0-9_-]{43}$/.test(input.code_challenge)) {
    throw badRequest('auth.codeChallengeMustBe');
  }
  const now = runtime.deps.clock.now();
  await enforceRateLimit(runtime.deps.database.db, {
    key: `oauth:ip:${client.ip ?? 'unknown'}`,
    ...rateLimits.oauthStart,
    now,
  });
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = generateCodeVerifier();
  await insertFlow(runtime.deps.database.db, {
    stateHash: hashToken(state),
    provider: provider.id,
    codeVerifier,
    redirectTo: resolveRedirect(runtime, input.redirect_to),
    clientCodeChallenge: input.code_challenge ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + oauthLimits.flowLifetimeMs),
  });
  const oauth = new OAuth2Client(provider.clientId, provider.clientSecret, callbackUrl(runtime));
  return oauth
    .createAuthorizationURLWithPKCE(
      provider.authorizationUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      provider.scopes,
    )
    .toString();
}

export type CallbackOutcome =
  | { kind: 'failed'; redirectUrl: string }
  | { kind: 'signed-in'; redirectUrl: string; refreshToken: string }
  | { kind: 'code'; redirectUrl: string };

/** Finishes the provider round trip: one use of the state, code exchange with our verifier, then sign-in. */
export async function completeOAuth(
  runtime: AuthRuntime,
  input: { code?: string; state?: string; error?: string },
  client: AuditContext,
): Promise<CallbackOutcome> {
  const now = runtime.deps.clock.now();
  const failed = (reason: string): CallbackOutcome => {
    const url = new URL('/auth', siteHome(runtime));
    url.searchParams.set('error', reason);
    return { kind: 'failed', redirectUrl: url.toString() };
  };
  if (!input.state) return failed('invalid_state');
  const flow = await consumeFlow(runtime.deps.database.db, hashToken(input.state), now);
  if (!flow) return failed('invalid_state');
  if (input.error || !input.code) return failed('access_denied');
  const provider = findProvider(runtime, flow.provider);
  let account;
  try {
    const oauth = new OAuth2Client(provider.clientId, provider.clientSecret, callbackUrl(runtime));
    const tokens = await oauth.validateAuthorizationCode(provider.tokenUrl, input.code, flow.codeVerifier);
    account = await fetchProviderAccount(provider, tokens.accessToken());
  } catch {
    return failed('provider_error');
  }
  const resolved = await resolveOAuthAccount(runtime, provider, account, client);
  if (resolved.kind === 'refused') return failed(resolved.reason);
  const { userId } = resolved;
  if (flow.clientCodeChallenge) {
    const code = randomBytes(32).toString('base64url');
    await insertAuthCode(runtime.deps.database.db, {
      codeHash: hashToken(code),
      userId,
      provider: provider.id,
      codeChallenge: flow.clientCodeChallenge,
      now,
      expiresAt: new Date(now.getTime() + oauthLimits.codeLifetimeMs),
    });
    const url = new URL(flow.redirectTo);
    url.searchParams.set('code', code);
    return { kind: 'code', redirectUrl: url.toString() };
  }
  const session = await startOAuthSession(runtime, userId, provider, client);
  return { kind: 'signed-in', redirectUrl: flow.redirectTo, refreshToken: session.refreshToken };
}

async function startOAuthSession(
  runtime: AuthRuntime,
  userId: string,
  provider: OAuthProvider,
  client: AuditContext,
) {
  const now = runtime.deps.clock.now();
  const amr = [{ method: 'oauth' as const, timestamp: Math.floor(now.getTime() / 1000) }];
  const session = await runtime.deps.database.db.transaction(async (tx) => {
    await recordAuditEvent(tx, {
      event: 'oauth_sign_in',
      userId,
      details: { provider: provider.id },
      ...client,
    });
    return openSession(runtime, tx, { userId, aal: 'aal1', amr, client });
  });
  return { ...session, amr };
}

/** `grant_type=pkce`: a sign-in code from the callback plus the verifier of the client's challenge. */
export async function exchangeOAuthCode(
  runtime: AuthRuntime,
  body: unknown,
  client: AuditContext,
): Promise<Session> {
  const input = (body ?? {}) as { auth_code?: unknown; code_verifier?: unknown };
  if (typeof input.auth_code !== 'string' || typeof input.code_verifier !== 'string') {
    throw badRequest('auth.authCodeAndCode');
  }
  const now = runtime.deps.clock.now();
  const code = await redeemAuthCode(runtime.deps.database.db, hashToken(input.auth_code), now);
  if (!code || s256(input.code_verifier) !== code.codeChallenge) {
    throw badRequest('auth.invalidOrExpiredSign');
  }
  const provider = findProvider(runtime, code.provider);
  const session = await startOAuthSession(runtime, code.userId, provider, client);
  return buildSessionResponse(runtime, runtime.deps.database.db, {
    userId: code.userId,
    aal: 'aal1',
    ...session,
  });
}
