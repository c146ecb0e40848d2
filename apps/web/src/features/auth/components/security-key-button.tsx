import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import type { Factor, VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { challengeFactor } from '@/lib/auth/mfa-api.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface SecurityKeyButtonProps {
  factor: Factor;
  onVerify: (input: VerifyFactorInput) => Promise<void>;
}

/** Asks the browser for an assertion from the member's security key or passkey. */
export function SecurityKeyButton({ factor, onVerify }: SecurityKeyButtonProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function verify() {
    setIsBusy(true);
    setError(undefined);
    try {
      const challenge = await challengeFactor(factor.id);
      const optionsJSON = challenge.webauthn?.credential_options as PublicKeyCredentialRequestOptionsJSON;
      const credential = await startAuthentication({ optionsJSON });
      await onVerify({
        challenge_id: challenge.id,
        webauthn: { type: 'request', credential_response: { ...credential } },
      });
    } catch (caught) {
      setError(getErrorMessage(caught, t('auth.secondFactor.keyFailed')));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button onClick={() => void verify()} disabled={isBusy}>
        {isBusy
          ? t('auth.secondFactor.waitingForKey')
          : t('auth.secondFactor.useKey', { name: factor.friendly_name })}
      </Button>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}
