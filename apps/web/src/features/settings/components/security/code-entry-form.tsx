import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

interface CodeEntryFormProps {
  label: string;
  onSubmitCode: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Six digits to prove a new factor works before it is switched on. */
export function CodeEntryForm({ label, onSubmitCode, onCancel }: CodeEntryFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('settings.security.codeRequired'));
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      await onSubmitCode(code);
    } catch (caught) {
      setError(getErrorMessage(caught, t('settings.security.codeFailed')));
      setCode('');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <TextField
        label={label}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        className="sm:w-48"
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
