import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';

interface RecoveryCodeFormProps {
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
}

/** One of the ten codes saved when two-step verification was turned on, in place of the second factor. */
export function RecoveryCodeForm({ onVerify, onBack }: RecoveryCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.replace(/[\s-]/g, '').length !== 10) {
      setError('Enter a recovery code, like ABCDE-12345');
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      await onVerify(code);
    } catch (caught) {
      setError(getErrorMessage(caught, 'That recovery code did not work. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        label="Recovery code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <p className="text-sm text-muted-foreground">Each code works once.</p>
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? 'Verifying...' : 'Use recovery code'}
      </Button>
      <Button type="button" variant="link" onClick={onBack} disabled={isBusy}>
        Use my second factor instead
      </Button>
    </form>
  );
}
