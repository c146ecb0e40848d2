import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import type { EnrolledFactor } from '@skillswap/contracts/auth/mfa';
import { challengeFactor, enrollFactor } from '@/lib/auth/mfa-api.ts';
import { CodeEntryForm } from './code-entry-form.tsx';
import { useEnrolment, type EnrolmentProps } from './use-enrolment.ts';

/** Authenticator app: the QR code and secret are shown once, then a code from the app turns it on. */
export function EnrollTotp({ onFinished, onRecoveryCodes }: EnrolmentProps) {
  const { t } = useTranslation();
  const [enrolled, setEnrolled] = useState<EnrolledFactor | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const { complete, abandon } = useEnrolment(onFinished, onRecoveryCodes);

  async function start() {
    setIsBusy(true);
    setError(undefined);
    try {
      setEnrolled(
        await enrollFactor({
          factor_type: 'totp',
          friendly_name: t('settings.security.app.defaultName'),
          issuer: 'SkillSwap',
        }),
      );
    } catch (caught) {
      setError(getErrorMessage(caught, t('settings.security.app.startFailed')));
    } finally {
      setIsBusy(false);
    }
  }

  if (!enrolled?.totp) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{t('settings.security.app.hint')}</p>
        <div className="flex gap-2">
          <Button onClick={() => void start()} disabled={isBusy}>
            {isBusy ? t('settings.security.app.starting') : t('settings.security.app.showQr')}
          </Button>
          <Button variant="ghost" onClick={onFinished}>
            {t('settings.cancel')}
          </Button>
        </div>
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    );
  }

  const factorId = enrolled.id;
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('settings.security.app.scan')}</p>
      <img
        src={enrolled.totp.qr_code}
        alt={t('settings.security.app.qrAlt')}
        className="size-48 rounded-md border bg-white p-2"
      />
      <p className="text-sm">
        {t('settings.security.app.secret')}{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all" data-testid="totp-secret">
          {enrolled.totp.secret}
        </code>
      </p>
      <CodeEntryForm
        label={t('settings.security.app.codeLabel')}
        onSubmitCode={async (code) => {
          const challenge = await challengeFactor(factorId);
          await complete(factorId, { challenge_id: challenge.id, code }, t('settings.security.app.turnedOn'));
        }}
        onCancel={() => void abandon(factorId)}
      />
    </div>
  );
}
