import { useState, type FormEvent } from 'react';
import type { CreatedWebhookEndpoint, WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateWebhookEndpoint, type WebhookSource } from './webhook-source.ts';

/** An address, the same in every language. */
const exampleUrl = 'https://example.com/skillswap-webhooks';

/** The contract's messages about a new endpoint, with their catalogue keys. */
const issueKeys: Record<string, string> = {
  'Enter the address of your endpoint': 'settings.webhooks.issue.url',
  'Use an address of at most 2,000 characters': 'settings.webhooks.issue.urlLong',
  'Choose at least one event': 'settings.webhooks.issue.events',
};

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
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([...source.eventTypes]);
  const [errors, setErrors] = useState<{ url?: string; eventTypes?: string; form?: string }>({});
  const create = useCreateWebhookEndpoint(source);

  const toggle = (type: WebhookEventType, isChecked: boolean) =>
    setEventTypes((current) =>
      isChecked
        ? source.eventTypes.filter((each) => each === type || current.includes(each))
        : current.filter((each) => each !== type),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = source.schema.safeParse({ url, eventTypes });
    if (!parsed.success) {
      const issueAt = (field: string) => {
        const message = parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
        const key = message === undefined ? undefined : issueKeys[message];
        return key ? t(key) : message;
      };
      setErrors({ url: issueAt('url'), eventTypes: issueAt('eventTypes') });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => setErrors({ form: getErrorMessage(error, t('settings.webhooks.addFailed')) }),
    });
  }

  return (
    <form className="grid gap-4 rounded-md border p-4" onSubmit={submit} noValidate>
      <TextField
        label={t('settings.webhooks.url')}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        placeholder={exampleUrl}
        error={errors.url}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('settings.webhooks.events')}</legend>
        {source.eventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={eventTypes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span>
              <code className="font-mono">{type}</code>: {t(source.eventLabelKey(type))}
            </span>
          </label>
        ))}
        {errors.eventTypes && <p className="text-sm text-destructive">{errors.eventTypes}</p>}
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
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
