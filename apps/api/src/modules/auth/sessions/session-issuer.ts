import type { AssuranceLevel, Session } from '@skillswap/contracts/auth/schemas';
import type { DbOrTx } from '../../../db/client.ts';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import type { AuditContext } from '../../../lib/audit.ts';
import { issueAccessToken } from './access-token.ts';
import { findAuthUser } from './accounts.repository.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { hashToken } from '../shared/token-hash.ts';
import { generateRefreshToken } from './refresh-token.ts';
import { encryptSecret } from '../../../lib/secret-box.ts';
import { insertRefreshToken, insertSession } from './sessions.repository.ts';
import { unauthorized } from '../../../lib/errors.ts';

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

/** Opens a session with its first refresh token; call inside the transaction that signs the member in. */
export async function openSession(
  runtime: AuthRuntime,
  db: DbOrTx,
  input: { userId: string; aal: AssuranceLevel; amr: AuthMethodReference[]; client: AuditContext },
): Promise<IssuedSession> {
  const refreshToken = generateRefreshToken();
  const sessionId = await insertSession(
    db,
    {
      userId: input.userId,
      aal: input.aal,
      amr: input.amr,
      now: runtime.deps.clock.now(),
      ip: input.client.ip ?? null,
      userAgent: input.client.userAgent ?? null,
    },
    sealRefreshToken(runtime, refreshToken),
  );
  return { sessionId, refreshToken };
}

/** Stores a new refresh token for a session and answers its value (kept only encrypted and hashed). */
export async function addRefreshToken(
  runtime: AuthRuntime,
  db: DbOrTx,
  input: { sessionId: string; parentId: number | null },
): Promise<string> {
  const token = generateRefreshToken();
  await insertRefreshToken(db, {
    sessionId: input.sessionId,
    parentId: input.parentId,
    ...sealRefreshToken(runtime, token),
    now: runtime.deps.clock.now(),
  });
  return token;
}

/** What is stored of a refresh token: its hash to find it, and the value encrypted for the reuse window. */
function sealRefreshToken(runtime: AuthRuntime, token: string) {
  return {
    tokenHash: hashToken(token),
    tokenEncrypted: encryptSecret(runtime.deps.config.AUTH_SECRET, 'refresh-token', token),
  };
}

/** The Session body: a fresh access token for the session plus the member and their factors. */
export async function buildSessionResponse(
  runtime: AuthRuntime,
  db: DbOrTx,
  input: {
    userId: string;
    sessionId: string;
    aal: AssuranceLevel;
    amr: AuthMethodReference[];
    refreshToken: string;
  },
): Promise<Session> {
  const user = await findAuthUser(db, input.userId);
  if (!user) throw unauthorized('auth.thisAccountNoLonger');
  const now = runtime.deps.clock.now();
  const { token, expiresAt } = await issueAccessToken(
    runtime.keys,
    runtime.issuer,
    { sub: user.id, email: user.email, sessionId: input.sessionId, aal: input.aal, amr: input.amr },
    now,
  );
  return {
    access_token: token,
    refresh_token: input.refreshToken,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(now.getTime() / 1000),
    expires_at: expiresAt,
    user,
  };
}
