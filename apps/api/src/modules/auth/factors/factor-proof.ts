import { timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import type { StoredWebAuthnCredential } from '../../../db/schema/index.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import {
  claimTimeStep,
  updateWebAuthnCounter,
  type ChallengeRow,
  type FactorRow,
} from './factors.repository.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { hashToken } from '../shared/token-hash.ts';
import { decryptSecret } from '../../../lib/secret-box.ts';
import type { ErrorKey } from '../../../lib/errors.ts';
import { matchTotpTimeStep } from './totp.ts';
import { getRelyingParty, verifyAuthentication, verifyRegistration } from './webauthn.ts';

export type ProofOutcome =
  { isValid: true; credential?: StoredWebAuthnCredential } | { isValid: false; message: ErrorKey };

const wrongCode: ProofOutcome = { isValid: false, message: 'auth.invalidCode' };

/**
 * Checks the proof a verify request carries against its factor and challenge, inside the verify transaction.
 */
export async function checkFactorProof(
  runtime: AuthRuntime,
  tx: Tx,
  input: { factor: FactorRow; challenge: ChallengeRow; input: VerifyFactorInput; now: Date },
): Promise<ProofOutcome> {
  const { factor, challenge, now } = input;
  if (factor.factorType === 'totp') {
    const secret = decryptSecret(runtime.deps.config.AUTH_SECRET, 'totp-secret', factor.secretEncrypted!);
    const timeStep = matchTotpTimeStep(secret, input.input.code ?? '', now);
    if (timeStep === null) return wrongCode;
    // A code from a time step already used (or older) is a replay.
    return (await claimTimeStep(tx, factor.id, timeStep)) ? { isValid: true } : wrongCode;
  }
  if (factor.factorType === 'phone') {
    const expected = challenge.codeHash;
    const given = hashToken(`${challenge.id}:${input.input.code ?? ''}`);
    const isMatch = !!expected && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
    return isMatch ? { isValid: true } : wrongCode;
  }
  return checkWebAuthnProof(runtime, tx, input);
}

async function checkWebAuthnProof(
  runtime: AuthRuntime,
  tx: Tx,
  { factor, challenge, input }: { factor: FactorRow; challenge: ChallengeRow; input: VerifyFactorInput },
): Promise<ProofOutcome> {
  const refused: ProofOutcome = { isValid: false, message: 'auth.securityKeyNotVerified' };
  const answer = input.webauthn;
  if (!answer || !challenge.webauthnChallenge) return refused;
  const rp = getRelyingParty(runtime.deps.config);
  if (factor.status !== 'verified') {
    if (answer.type !== 'create') return refused;
    const credential = await verifyRegistration(rp, answer.credential_response, challenge.webauthnChallenge);
    return credential ? { isValid: true, credential } : refused;
  }
  if (answer.type !== 'request' || !factor.webauthnCredential) return refused;
  const counter = await verifyAuthentication(
    rp,
    answer.credential_response,
    challenge.webauthnChallenge,
    factor.webauthnCredential,
  );
  if (counter === null) return refused;
  await updateWebAuthnCounter(tx, factor.id, { ...factor.webauthnCredential, counter });
  return { isValid: true };
}
