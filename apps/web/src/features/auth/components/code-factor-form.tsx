import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { oneTimeCodeSchema, type Factor } from '@skillswap/contracts/auth/mfa';
import { digitsOnly } from '@/components/forms/digits-only.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { challengeFactor } from '@/lib/auth/mfa-api.ts';

interface CodeFactorFormProps {
  factor: Factor;
  onVerify: (challengeId: string, code: string) => Promise<void>;
}

/** One text a minute per phone: say how long to wait rather than the bare "Rate limit exceeded". */
function describeSendFailure(caught: unknown, t: Translate): string {
  if (caught instanceof ApiError && caught.status === 429) {
    const seconds = caught.retryAfterSeconds;
    return seconds ? t('auth.secondFactor.codeWait', { seconds }) : t('auth.secondFactor.codeWaitMinute');
  }
  return getErrorMessage(caught, t('auth.secondFactor.sendFailed'));
}

/**
 * A six-digit code from an authenticator app, or sent by text message. A phone factor needs its code
 * sent first; an app factor is challenged and verified in one step.
 */
export function CodeFactorForm({ factor, onVerify }: CodeFactorFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const isPhone = factor.factor_type === 'phone';
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const { register, handleSubmit, setError, resetField, formState } = useForm<
    z.infer<typeof oneTimeCodeSchema>
  >({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });

  async function sendCode() {
    setIsSending(true);
    setSendError(undefined);
    try {
      setChallengeId((await challengeFactor(factor.id)).id);
    } catch (caught) {
      setSendError(describeSendFailure(caught, t));
    } finally {
      setIsSending(false);
    }
  }

  const submit = handleSubmit(async ({ code }) => {
    try {
      const id = challengeId ?? (await challengeFactor(factor.id)).id;
      await onVerify(id, code);
    } catch (caught) {
      resetField('code');
      setError('code', { message: getErrorMessage(caught, t('auth.secondFactor.codeFailed')) });
    }
  });

  if (isPhone && !challengeId) {
    return (
      <div className="grid gap-2">
        <Button onClick={() => void sendCode()} disabled={isSending}>
          {isSending ? t('auth.secondFactor.sending') : t('auth.secondFactor.sendCode')}
        </Button>
        {sendError && <p className="text-sm font-medium text-destructive">{sendError}</p>}
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
        error={validation(formState.errors.code?.message)}
        {...digitsOnly(register('code'))}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.secondFactor.verifying') : t('auth.secondFactor.verify')}
      </Button>
    </form>
  );
}
