import type { AuditContext, AuditEvent } from '../../../lib/audit.ts';
import { recordAuditEvent } from '../../../lib/audit.ts';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { type AuthenticatedCaller, openSession, endSession } from '../sessions/index.ts';

/** What the second step was passed with, and how the audit log records it. */
export interface SecondStepProof {
  method: AuthMethodReference['method'];
  audit: { event: AuditEvent; details: Record<string, unknown> };
  client: AuditContext;
}

/**
 * Replaces the caller's session with a new one at aal2. The old session ends, so its (pre-MFA) refresh
 * token can never produce aal2 tokens (docs/auth-threat-model.md T25).
 */
export async function upgradeToAal2(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  proof: SecondStepProof,
) {
  const now = runtime.deps.clock.now();
  const amr = [
    { method: proof.method, timestamp: Math.floor(now.getTime() / 1000) },
    ...caller.amr.filter((entry) => entry.method !== proof.method),
  ];
  return runtime.deps.database.db.transaction(async (tx) => {
    await endSession(tx, caller.sessionId, 'mfa_upgraded', now);
    const session = await openSession(runtime, tx, {
      userId: caller.userId,
      aal: 'aal2',
      amr,
      client: proof.client,
    });
    await recordAuditEvent(tx, {
      event: proof.audit.event,
      userId: caller.userId,
      details: { ...proof.audit.details, method: proof.method },
      ...proof.client,
    });
    return { userId: caller.userId, aal: 'aal2' as const, amr, ...session };
  });
}
