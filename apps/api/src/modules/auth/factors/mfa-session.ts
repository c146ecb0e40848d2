import type { AuditContext } from '../../../lib/audit.ts';
import { recordAuditEvent } from '../../../lib/audit.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import type { FactorRow } from './factors.repository.ts';
import { type AuthenticatedCaller, openSession, endSession } from '../sessions/index.ts';

/**
 * Replaces the caller's session with a new one at aal2. The old session ends, so its (pre-MFA) refresh
 * token can never produce aal2 tokens (docs/auth-threat-model.md T25).
 */
export async function upgradeToAal2(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  factor: FactorRow,
  client: AuditContext,
) {
  const now = runtime.deps.clock.now();
  const amr = [
    { method: factor.factorType, timestamp: Math.floor(now.getTime() / 1000) },
    ...caller.amr.filter((entry) => entry.method !== factor.factorType),
  ];
  return runtime.deps.database.db.transaction(async (tx) => {
    await endSession(tx, caller.sessionId, 'mfa_upgraded', now);
    const session = await openSession(runtime, tx, { userId: caller.userId, aal: 'aal2', amr, client });
    await recordAuditEvent(tx, {
      event: 'mfa_verified',
      userId: caller.userId,
      details: { factorId: factor.id, factorType: factor.factorType },
      ...client,
    });
    return { userId: caller.userId, aal: 'aal2' as const, amr, ...session };
  });
}
