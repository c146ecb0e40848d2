import { useState, type FormEvent } from 'react';
import { claimAccountSchema } from '@skillswap/contracts/managed-members/schemas';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useClaimAccount } from '../api/managed-members.ts';

type Field = 'code' | 'email' | 'password';

/**
 * /claim: a member a coordinator created without e-mail makes the account theirs with the code they were
 * given, an address and a password; `onClaimed` signs them in with those.
 */
export function ClaimAccountForm({
  onClaimed,
}: {
  onClaimed: (email: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const claim = useClaimAccount();
  const [values, setValues] = useState<Record<Field, string>>({ code: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = claimAccountSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateValidation(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    claim.mutate(parsed.data, {
      onSuccess: () => void onClaimed(parsed.data.email, parsed.data.password),
      onError: (error) => setFailure(getErrorMessage(error, t('managedMembers.claim.failed'))),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label={t('managedMembers.claim.code')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        dir="ltr"
      />
      <TextField
        label={t('managedMembers.claim.email')}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        type="email"
        autoComplete="email"
      />
      <TextField
        label={t('managedMembers.claim.password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        type="password"
        autoComplete="new-password"
      />
      {failure && <FormMessage>{failure}</FormMessage>}
      <Button type="submit" disabled={claim.isPending}>
        {t('managedMembers.claim.submit')}
      </Button>
    </form>
  );
}
