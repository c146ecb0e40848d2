import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { claimAccountSchema } from '@skillswap/contracts/managed-members/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useClaimAccount } from '../api/managed-members.ts';

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
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof claimAccountSchema>>({
    resolver: zodResolver(claimAccountSchema),
    defaultValues: { code: '', email: '', password: '' },
  });
  const { errors } = formState;
  const translate = (message: string | undefined) => translateValidation(t, message);

  const submit = handleSubmit(async (input) => {
    try {
      await claim.mutateAsync(input);
    } catch (error) {
      if (setServerFieldErrors(setError, error, ['code', 'email', 'password'], translate)) return;
      setError('root', { message: getErrorMessage(error, t('managedMembers.claim.failed')) });
      return;
    }
    await onClaimed(input.email, input.password);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <TextField
        label={t('managedMembers.claim.code')}
        error={translate(errors.code?.message)}
        {...register('code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        dir="ltr"
      />
      <TextField
        label={t('managedMembers.claim.email')}
        error={translate(errors.email?.message)}
        {...register('email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        label={t('managedMembers.claim.password')}
        error={translate(errors.password?.message)}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      {errors.root && <FormMessage>{errors.root.message}</FormMessage>}
      <Button type="submit" disabled={claim.isPending}>
        {t('managedMembers.claim.submit')}
      </Button>
    </form>
  );
}
