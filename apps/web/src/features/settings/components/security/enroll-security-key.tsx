import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { challengeFactor, enrollFactor } from '@/lib/auth/mfa-api.ts';
import { useEnrolment, type EnrolmentProps } from './use-enrolment.ts';

/** Security key or passkey: the browser creates a credential bound to this site. */
export function EnrollSecurityKey({ onFinished, onRecoveryCodes }: EnrolmentProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const { complete, discard } = useEnrolment(onFinished, onRecoveryCodes);

  async function register() {
    setIsBusy(true);
    setError(undefined);
    let factorId: string | null = null;
    try {
      factorId = (
        await enrollFactor({ factor_type: 'webauthn', friendly_name: t('settings.security.key.defaultName') })
      ).id;
      const challenge = await challengeFactor(factorId);
      const optionsJSON = challenge.webauthn?.credential_options as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({ optionsJSON });
      await complete(
        factorId,
        { challenge_id: challenge.id, webauthn: { type: 'create', credential_response: { ...credential } } },
        t('settings.security.key.added'),
      );
    } catch (caught) {
      setError(getErrorMessage(caught, t('settings.security.key.failed')));
      if (factorId) await discard(factorId);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('settings.security.key.hint')}</p>
      <div className="flex gap-2">
        <Button onClick={() => void register()} disabled={isBusy}>
          {isBusy ? t('settings.security.key.waiting') : t('settings.security.key.add')}
        </Button>
        <Button variant="ghost" onClick={onFinished} disabled={isBusy}>
          {t('settings.cancel')}
        </Button>
      </div>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}
