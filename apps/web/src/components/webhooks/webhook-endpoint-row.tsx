import { useState } from 'react';
import type { WebhookEndpoint } from '@skillswap/contracts/webhooks/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { useDeleteWebhookEndpoint, type WebhookSource } from './webhook-source.ts';

/** One endpoint: its address and events, its delivery log on demand, and deleting it. */
export function WebhookEndpointRow({
  source,
  endpoint,
}: {
  source: WebhookSource;
  endpoint: WebhookEndpoint;
}) {
  const { t } = useTranslation();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const remove = useDeleteWebhookEndpoint(source);
  const deleteEndpoint = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => toast.success(t('settings.webhooks.deleted')),
      onError: (error) => toast.error(getErrorMessage(error, t('settings.webhooks.deleteFailed'))),
    });
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <p className="font-mono text-sm break-all">{endpoint.url}</p>
      <p className="text-xs text-muted-foreground">
        {endpoint.eventTypes.join(', ')} ·{' '}
        {t('settings.webhooks.secretEnding', { last: endpoint.secretLastCharacters })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setIsLogOpen((isOpen) => !isOpen)}
          aria-expanded={isLogOpen}
        >
          {isLogOpen ? t('settings.webhooks.hideDeliveries') : t('settings.webhooks.showDeliveries')}
        </Button>
        <Button variant="ghost" size="sm" onClick={deleteEndpoint} disabled={remove.isPending}>
          {t('settings.webhooks.delete')}
        </Button>
      </div>
      {isLogOpen && <DeliveryLog source={source} endpointId={endpoint.id} />}
    </li>
  );
}
