import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { recoveryCodeFormSchema } from '@skillswap/contracts/auth-security/recovery-codes';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

interface RecoveryCodeFormProps {
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
}

/** One of the ten codes saved when two-step verification was turned on, in place of the second factor. */
export function RecoveryCodeForm({ onVerify, onBack }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof recoveryCodeFormSchema>>({
    resolver: zodResolver(recoveryCodeFormSchema),
    defaultValues: { code: '' },
  });
  const isBusy = formState.isSubmitting;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onVerify(code);
    } catch (caught) {
      setError('code', { message: getErrorMessage(caught, t('auth.recovery.failed')) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        label={t('auth.recovery.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        error={validation(formState.errors.code?.message)}
        {...register('code')}
      />
      <p className="text-sm text-muted-foreground">{t('auth.recovery.once')}</p>
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? t('auth.recovery.verifying') : t('auth.recovery.submit')}
      </Button>
      <Button type="button" variant="link" onClick={onBack} disabled={isBusy}>
        {t('auth.recovery.back')}
      </Button>
    </form>
  );
}
