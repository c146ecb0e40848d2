import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { CreatedWebhookEndpoint, WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateWebhookEndpoint, type NewWebhookEndpoint, type WebhookSource } from './webhook-source.ts';

/** An address, the same in every language. */
const exampleUrl = 'https://example.com/skillswap-webhooks';

/** The endpoint's https address and the events it receives; the contract's schema checks both first. */
export function CreateWebhookForm({
  source,
  onCreated,
  onCancel,
}: {
  source: WebhookSource;
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, setError, formState } = useForm<NewWebhookEndpoint>({
    resolver: zodResolver(source.schema),
    defaultValues: { url: '', eventTypes: [...source.eventTypes] },
  });
  const { errors } = formState;
  const create = useCreateWebhookEndpoint(source);
  // The contract's messages are keys of the validation catalogue (ADR 208).
  const issue = useValidationMessage();

  const toggle = (current: readonly WebhookEventType[], type: WebhookEventType, isChecked: boolean) =>
    isChecked
      ? source.eventTypes.filter((each) => each === type || current.includes(each))
      : current.filter((each) => each !== type);

  const submit = handleSubmit(async (input) => {
    try {
      onCreated(await create.mutateAsync(input));
    } catch (error) {
      if (setServerFieldErrors(setError, error, ['url', 'eventTypes'])) return;
      setError('root', { message: getErrorMessage(error, t('settings.webhooks.addFailed')) });
    }
  });

  return (
    <form className="grid gap-4 rounded-md border p-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('settings.webhooks.url')}
        placeholder={exampleUrl}
        error={issue(errors.url?.message)}
        {...register('url')}
      />
      <Controller
        control={control}
        name="eventTypes"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('settings.webhooks.events')}</legend>
            {source.eventTypes.map((type) => (
              <label key={type} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={field.value.includes(type)}
                  onChange={(event) => field.onChange(toggle(field.value, type, event.target.checked))}
                />
                <span>
                  <code className="font-mono">{type}</code>: {t(source.eventLabelKey(type))}
                </span>
              </label>
            ))}
            {errors.eventTypes && (
              <p className="text-sm text-destructive">{issue(errors.eventTypes.message)}</p>
            )}
          </fieldset>
        )}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t('settings.webhooks.add')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
