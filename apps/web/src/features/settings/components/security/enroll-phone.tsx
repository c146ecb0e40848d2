import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { enrolFactorSchema } from '@skillswap/contracts/auth/mfa';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { challengeFactor, enrollFactor } from '@/lib/auth/mfa-api.ts';
import { CodeEntryForm } from './code-entry-form.tsx';
import { useEnrolment, type EnrolmentProps } from './use-enrolment.ts';

/** The contract's phone number, once the spaces, brackets and dashes a member may type are taken out. */
const phoneFormSchema = z.object({
  phone: z
    .string()
    .transform((phone) => phone.replace(/[\s()-]/g, ''))
    .pipe(enrolFactorSchema.shape.phone.unwrap()),
});
type PhoneFormValues = z.input<typeof phoneFormSchema>;
type PhoneFormInput = z.output<typeof phoneFormSchema>;

/** Text message: the member enters a number in international form, gets a code and types it back. */
export function EnrollPhone({ onFinished, onRecoveryCodes }: EnrolmentProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [pending, setPending] = useState<{ factorId: string; challengeId: string } | null>(null);
  const { complete, abandon } = useEnrolment(onFinished, onRecoveryCodes);
  const { register, handleSubmit, setError, formState } = useForm<PhoneFormValues, unknown, PhoneFormInput>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: '' },
  });
  const isBusy = formState.isSubmitting;

  const sendCode = handleSubmit(async ({ phone }) => {
    try {
      const factor = await enrollFactor({
        factor_type: 'phone',
        phone,
        friendly_name: t('settings.security.phone.defaultName', { digits: phone.slice(-4) }),
      });
      const challenge = await challengeFactor(factor.id);
      setPending({ factorId: factor.id, challengeId: challenge.id });
    } catch (caught) {
      if (setServerFieldErrors(setError, caught, ['phone'], validation)) return;
      setError('phone', { message: getErrorMessage(caught, t('settings.security.phone.sendFailed')) });
    }
  });

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
        error={validation(formState.errors.phone?.message)}
        type="tel"
        autoComplete="tel"
        placeholder="+447700900123"
        className="sm:w-64"
        {...register('phone')}
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
