import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/mfa';
import { CodeFactorForm } from './code-factor-form.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';
import { SecurityKeyButton } from './security-key-button.tsx';

const factorTypeLabels = { totp: 'Authenticator app', phone: 'Text message', webauthn: 'Security key' };

/** After the password: the member proves a verified factor before the session reaches aal2. */
export function SecondFactorStep({ onVerified }: { onVerified: () => void }) {
  const { session, verifySecondFactor, verifyRecoveryCode, signOut } = useAuth();
  const factors = (session?.user.factors ?? []).filter((factor) => factor.status === 'verified');
  const [selectedId, setSelectedId] = useState(factors[0]?.id);
  const [isUsingRecoveryCode, setIsUsingRecoveryCode] = useState(false);
  const factor = factors.find((candidate) => candidate.id === selectedId) ?? factors[0];
  if (!factor) return null;

  async function verify(input: VerifyFactorInput) {
    await verifySecondFactor(factor!.id, input);
    toast.success('Welcome back!', { description: 'Successfully signed in' });
    onVerified();
  }

  async function verifyWithRecoveryCode(code: string) {
    await verifyRecoveryCode(code);
    toast.success('Welcome back!', { description: 'You used one of your recovery codes' });
    onVerified();
  }

  if (isUsingRecoveryCode) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Use a recovery code</h2>
          <p className="text-sm text-muted-foreground">
            Enter one of the codes you saved when you turned on two-step verification.
          </p>
        </div>
        <RecoveryCodeForm onVerify={verifyWithRecoveryCode} onBack={() => setIsUsingRecoveryCode(false)} />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-step verification</h2>
        <p className="text-sm text-muted-foreground">Confirm it&apos;s you with your second factor.</p>
      </div>
      {factors.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Verify with</legend>
          {factors.map((candidate) => (
            <label key={candidate.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="factor"
                checked={candidate.id === factor.id}
                onChange={() => setSelectedId(candidate.id)}
              />
              {candidate.friendly_name} ({factorTypeLabels[candidate.factor_type]})
            </label>
          ))}
        </fieldset>
      )}
      {factor.factor_type === 'webauthn' ? (
        <SecurityKeyButton key={factor.id} factor={factor} onVerify={verify} />
      ) : (
        <CodeFactorForm
          key={factor.id}
          factor={factor}
          onVerify={(challengeId, code) => verify({ challenge_id: challengeId, code })}
        />
      )}
      <Button variant="link" onClick={() => setIsUsingRecoveryCode(true)}>
        Use a recovery code
      </Button>
      <Button variant="ghost" onClick={() => void signOut()}>
        Use another account
      </Button>
    </div>
  );
}
