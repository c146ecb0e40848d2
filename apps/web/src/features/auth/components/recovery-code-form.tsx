import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

interface RecoveryCodeFormProps {
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
}

/** One of the ten codes saved when two-step verification was turned on, in place of the second factor. */
export function RecoveryCodeForm({ onVerify, onBack }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.replace(/[\s-]/g, '').length !== 10) {
      setError(t('auth.recovery.invalid'));
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      await onVerify(code);
    } catch (caught) {
      setError(getErrorMessage(caught, t('auth.recovery.failed')));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        label={t('auth.recovery.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
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
