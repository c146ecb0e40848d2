import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { challengeFactor, enrollFactor } from '@/lib/auth/mfa-api.ts';
import { CodeEntryForm } from './code-entry-form.tsx';
import { useEnrolment, type EnrolmentProps } from './use-enrolment.ts';

const e164Pattern = /^\+[1-9]\d{6,14}$/;

/** Text message: the member enters a number in international form, gets a code and types it back. */
export function EnrollPhone({ onFinished, onRecoveryCodes }: EnrolmentProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState<{ factorId: string; challengeId: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const { complete, abandon } = useEnrolment(onFinished, onRecoveryCodes);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const number = phone.replace(/[\s()-]/g, '');
    if (!e164Pattern.test(number)) {
      setError(t('settings.security.phone.invalid'));
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      const factor = await enrollFactor({
        factor_type: 'phone',
        phone: number,
        friendly_name: t('settings.security.phone.defaultName', { digits: number.slice(-4) }),
      });
      const challenge = await challengeFactor(factor.id);
      setPending({ factorId: factor.id, challengeId: challenge.id });
    } catch (caught) {
      setError(getErrorMessage(caught, t('settings.security.phone.sendFailed')));
    } finally {
      setIsBusy(false);
    }
  }

  if (pending) {
    return (
      <CodeEntryForm
        label={t('settings.security.phone.codeLabel')}
        onSubmitCode={(code) =>
          complete(
            pending.factorId,
            { challenge_id: pending.challengeId, code },
            t('settings.security.phone.turnedOn'),
          )
        }
        onCancel={() => void abandon(pending.factorId)}
      />
    );
  }

  return (
    <form onSubmit={(event) => void sendCode(event)} noValidate className="grid gap-3">
      <TextField
        label={t('settings.security.phone.number')}
        error={error}
        type="tel"
        autoComplete="tel"
        placeholder="+447700900123"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        className="sm:w-64"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('settings.security.phone.sending') : t('settings.security.phone.send')}
        </Button>
        <Button variant="ghost" onClick={onFinished} disabled={isBusy}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
