import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { oneTimeCodeSchema } from '@skillswap/contracts/auth/mfa';
import { digitsOnly } from '@/components/forms/digits-only.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

interface CodeEntryFormProps {
  label: string;
  onSubmitCode: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Six digits to prove a new factor works before it is switched on. */
export function CodeEntryForm({ label, onSubmitCode, onCancel }: CodeEntryFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, resetField, formState } = useForm<
    z.infer<typeof oneTimeCodeSchema>
  >({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });
  const isBusy = formState.isSubmitting;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmitCode(code);
    } catch (caught) {
      // A code that did not work is spent: the field empties for the next one, the reason under it.
      resetField('code');
      setError('code', { message: getErrorMessage(caught, t('settings.security.codeFailed')) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <TextField
        label={label}
        error={validation(formState.errors.code?.message)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="sm:w-48"
        {...digitsOnly(register('code'))}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('settings.security.verifying') : t('settings.security.verify')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
