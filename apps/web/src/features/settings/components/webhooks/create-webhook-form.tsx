import { useState, type FormEvent } from 'react';
import {
  createWebhookEndpointSchema,
  webhookEventDescriptions,
  webhookEventTypes,
  type CreatedWebhookEndpoint,
  type WebhookEventType,
} from '@skillswap/contracts/webhooks';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateWebhookEndpoint } from '../../api/webhooks.ts';

/** The endpoint's https address and the events it receives; the contract's schema checks both first. */
export function CreateWebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [errors, setErrors] = useState<{ url?: string; eventTypes?: string; form?: string }>({});
  const create = useCreateWebhookEndpoint();

  const toggle = (type: WebhookEventType, isChecked: boolean) =>
    setEventTypes((current) =>
      isChecked
        ? webhookEventTypes.filter((each) => each === type || current.includes(each))
        : current.filter((each) => each !== type),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWebhookEndpointSchema.safeParse({ url, eventTypes });
    if (!parsed.success) {
      const issueAt = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ url: issueAt('url'), eventTypes: issueAt('eventTypes') });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => setErrors({ form: getErrorMessage(error, 'The endpoint could not be added.') }),
    });
  }

  return (
    <form className="grid gap-4 rounded-md border p-4" onSubmit={submit} noValidate>
      <TextField
        label="Endpoint address"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        placeholder="https://example.com/skillswap-webhooks"
        error={errors.url}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Which events?</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={eventTypes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span>
              <code className="font-mono">{type}</code>: {webhookEventDescriptions[type]}
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
          Add endpoint
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
