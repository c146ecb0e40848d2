import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import type { Factor } from '@skillswap/contracts/auth/mfa';
import { challengeFactor } from '@/lib/auth/mfa-api.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface CodeFactorFormProps {
  factor: Factor;
  onVerify: (challengeId: string, code: string) => Promise<void>;
}

const codePattern = /^\d{6}$/;

/** One text a minute per phone: say how long to wait rather than the bare "Rate limit exceeded". */
function describeSendFailure(caught: unknown): string {
  if (caught instanceof ApiError && caught.status === 429) {
    const seconds = caught.retryAfterSeconds;
    return seconds
      ? `A code was sent moments ago. You can ask for another in ${seconds} second${seconds === 1 ? '' : 's'}.`
      : 'A code was sent moments ago. Please wait a minute before asking for another.';
  }
  return getErrorMessage(caught, 'Could not send a code. Please try again.');
}

/**
 * A six-digit code from an authenticator app, or sent by text message. A phone factor needs its code
 * sent first; an app factor is challenged and verified in one step.
 */
export function CodeFactorForm({ factor, onVerify }: CodeFactorFormProps) {
  const { t } = useTranslation();
  const isPhone = factor.factor_type === 'phone';
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function sendCode() {
    setIsBusy(true);
    setError(undefined);
    try {
      setChallengeId((await challengeFactor(factor.id)).id);
    } catch (caught) {
      setError(describeSendFailure(caught));
    } finally {
      setIsBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!codePattern.test(code)) {
      setError('Enter the 6-digit code');
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      const id = challengeId ?? (await challengeFactor(factor.id)).id;
      await onVerify(id, code);
    } catch (caught) {
      setError(getErrorMessage(caught, 'That code did not work. Please try again.'));
      setCode('');
    } finally {
      setIsBusy(false);
    }
  }

  if (isPhone && !challengeId) {
    return (
      <div className="grid gap-2">
        <Button onClick={() => void sendCode()} disabled={isBusy}>
          {isBusy ? t('auth.secondFactor.sending') : t('auth.secondFactor.sendCode')}
        </Button>
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        label={isPhone ? t('auth.secondFactor.codeFromText') : t('auth.secondFactor.codeFromApp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? t('auth.secondFactor.verifying') : t('auth.secondFactor.verify')}
      </Button>
    </form>
  );
}
