import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { CodeFactorForm } from './code-factor-form.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';
import { SecurityKeyButton } from './security-key-button.tsx';

/** After the password: the member proves a verified factor before the session reaches aal2. */
export function SecondFactorStep({ onVerified }: { onVerified: () => void }) {
  const { session, verifySecondFactor, verifyRecoveryCode, signOut } = useAuth();
  const { t } = useTranslation();
  const factors = (session?.user.factors ?? []).filter((factor) => factor.status === 'verified');
  const [selectedId, setSelectedId] = useState(factors[0]?.id);
  const [isUsingRecoveryCode, setIsUsingRecoveryCode] = useState(false);
  const factor = factors.find((candidate) => candidate.id === selectedId) ?? factors[0];
  if (!factor) return null;

  async function verify(input: VerifyFactorInput) {
    await verifySecondFactor(factor!.id, input);
    toast.success(t('auth.login.welcome'), { description: t('auth.login.welcomeDescription') });
    onVerified();
  }

  async function verifyWithRecoveryCode(code: string) {
    await verifyRecoveryCode(code);
    toast.success(t('auth.login.welcome'), { description: t('auth.secondFactor.usedRecoveryCode') });
    onVerified();
  }

  if (isUsingRecoveryCode) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('auth.secondFactor.recoveryTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('auth.secondFactor.recoveryText')}</p>
        </div>
        <RecoveryCodeForm onVerify={verifyWithRecoveryCode} onBack={() => setIsUsingRecoveryCode(false)} />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('auth.secondFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth.secondFactor.text')}</p>
      </div>
      {factors.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('auth.secondFactor.verifyWith')}</legend>
          {factors.map((candidate) => (
            <label key={candidate.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="factor"
                checked={candidate.id === factor.id}
                onChange={() => setSelectedId(candidate.id)}
              />
              {t('auth.secondFactor.factor', {
                name: candidate.friendly_name,
                type: t(`settings.security.type.${candidate.factor_type}`),
              })}
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
        {t('auth.secondFactor.recoveryTitle')}
      </Button>
      <Button variant="ghost" onClick={() => void signOut()}>
        {t('auth.secondFactor.otherAccount')}
      </Button>
    </div>
  );
}
