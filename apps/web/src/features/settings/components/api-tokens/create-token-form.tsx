import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  createPersonalTokenSchema,
  defaultTokenLifetimeDays,
  tokenScopes,
  type CreatePersonalTokenInput,
  type TokenLifetimeDays,
  type TokenScope,
} from '@skillswap/contracts/personal-tokens/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreatePersonalToken } from '../../api/personal-tokens.ts';
import { ChoiceSelect } from '../choice-select.tsx';
import { useReauthentication } from '../reauth/use-reauthentication.tsx';

interface CreateTokenFormProps {
  onCreated: (created: { name: string; token: string }) => void;
  onCancel: () => void;
}

/**
 * A name, the scopes and how long the token works; the contract's schema says what is missing before anything
 * is sent. The member confirms it is them first when their last proof is more than 5 minutes old.
 */
export function CreateTokenForm({ onCreated, onCancel }: CreateTokenFormProps) {
  const { t } = useTranslation();
  const lifetimeChoices: Record<`${TokenLifetimeDays}`, string> = {
    '30': t('settings.api.days', { count: 30 }),
    '90': t('settings.api.days', { count: 90 }),
    '365': t('settings.api.year'),
  };
  const { register, handleSubmit, control, setError, formState } = useForm<CreatePersonalTokenInput>({
    resolver: zodResolver(createPersonalTokenSchema),
    defaultValues: { name: '', scopes: [], expiresInDays: defaultTokenLifetimeDays },
  });
  const { errors } = formState;
  const { withReauth, reauthDialog } = useReauthentication();
  const create = useCreatePersonalToken(withReauth);
  // The contract's messages are keys of the validation catalogue (ADR 208).
  const issue = useValidationMessage();

  const toggle = (current: readonly TokenScope[], scope: TokenScope, isChecked: boolean) =>
    isChecked
      ? tokenScopes.filter((each) => each === scope || current.includes(each))
      : current.filter((each) => each !== scope);

  const submit = handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      onCreated({ name: created.name, token: created.token });
    } catch (error) {
      if (setServerFieldErrors(setError, error, ['name', 'scopes'])) return;
      setError('root', { message: getErrorMessage(error, t('settings.api.createFailed')) });
    }
  });

  return (
    <form className="grid gap-4 rounded-md border p-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('settings.api.name')}
        maxLength={60}
        placeholder={t('settings.api.namePlaceholder')}
        error={issue(errors.name?.message)}
        {...register('name')}
      />
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t('settings.api.scopes')}</legend>
            {tokenScopes.map((scope) => (
              <label key={scope} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={field.value.includes(scope)}
                  onChange={(event) => field.onChange(toggle(field.value, scope, event.target.checked))}
                />
                <span>
                  <code className="font-mono">{scope}</code>: {t(`settings.api.scope.${scope}`)}
                </span>
              </label>
            ))}
            {errors.scopes && (
              <p id="token-scopes-error" className="text-sm font-medium text-destructive">
                {issue(errors.scopes.message)}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="grid gap-2">
        <Controller
          control={control}
          name="expiresInDays"
          render={({ field }) => (
            <ChoiceSelect
              id="token-lifetime"
              label={t('settings.api.expiresAfter')}
              value={`${field.value ?? defaultTokenLifetimeDays}`}
              choices={lifetimeChoices}
              onChange={(days) => field.onChange(Number(days))}
            />
          )}
        />
        <p className="text-sm text-muted-foreground">{t('settings.api.expiresNote')}</p>
      </div>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('settings.api.creating') : t('settings.api.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
      {reauthDialog}
    </form>
  );
}
