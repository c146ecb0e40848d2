import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { renameFactorSchema, type Factor } from '@skillswap/contracts/auth/mfa';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { renameFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';

type RenameValues = z.input<typeof renameFactorSchema>;
type RenameInput = z.output<typeof renameFactorSchema>;

/** A new name for a factor, so a member with two keys can tell them apart. */
export function RenameFactorForm({ factor, onDone }: { factor: Factor; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const validation = useValidationMessage();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<RenameValues, unknown, RenameInput>({
    resolver: zodResolver(renameFactorSchema),
    defaultValues: { friendly_name: factor.friendly_name },
  });
  const nameError = validation(formState.errors.friendly_name?.message);
  const mutation = useMutation({
    mutationFn: (friendlyName: string) => renameFactor(factor.id, friendlyName),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey });
      toast.success(t('settings.security.rename.saved'));
      onDone();
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input.friendly_name);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['friendly_name'], validation)) return;
      toast.error(getErrorMessage(failure, t('settings.security.rename.failed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={id}>{t('settings.security.rename.label')}</Label>
          <Input
            id={id}
            maxLength={100}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-message` : undefined}
            {...register('friendly_name')}
          />
        </div>
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.security.rename.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('settings.cancel')}
        </Button>
      </div>
      <FormMessage id={`${id}-message`}>{nameError}</FormMessage>
    </form>
  );
}
